// HAProxy's runtime API (its admin socket), which `npm run start:cluster` uses to put a replacement
// node into the balancer beside the old one and then drain and remove the old one, without a reload.
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The admin socket's path: beside the configuration, or in the temp folder when that is too long. */
export function runtimeSocketPath(folder: string): string {
  const beside = path.join(folder, 'haproxy.sock');
  // A Unix socket path is limited to 107 bytes.
  return Buffer.byteLength(beside) < 100 ? beside : path.join(os.tmpdir(), `mall-haproxy-${process.pid}.sock`);
}

export class BalancerRuntime {
  private readonly socket: string;
  private readonly backend: string;

  constructor(socket: string, backend = 'nodes') {
    this.socket = socket;
    this.backend = backend;
  }

  /** Sends one command and answers HAProxy's reply. */
  command(line: string): Promise<string> {
    return new Promise((resolve, reject) => {
      let reply = '';
      const connection = net.connect(this.socket);
      connection.setTimeout(5_000, () => connection.destroy(new Error(`HAProxy did not answer "${line}"`)));
      connection.on('data', (chunk: Buffer) => (reply += chunk.toString()));
      connection.on('error', reject);
      connection.on('close', () => resolve(reply.trim()));
      connection.end(`${line}\n`);
    });
  }

  /** The operational state of each server: 2 is up, 0 down (`show servers state`). */
  async states(): Promise<Map<string, number>> {
    const lines = (await this.command(`show servers state ${this.backend}`)).split('\n');
    const states = new Map<string, number>();
    for (const line of lines) {
      const fields = line.split(' ');
      if (fields.length > 5 && !line.startsWith('#')) states.set(fields[3]!, Number(fields[5]));
    }
    return states;
  }

  /** Adds a checked server and waits until its checks have passed and it takes requests. */
  async addServer(name: string, port: number, timeoutMs: number): Promise<void> {
    const added = await this.command(`add server ${this.backend}/${name} 127.0.0.1:${port} check`);
    if (!/New server registered/i.test(added)) throw new Error(`HAProxy refused the server ${name}: ${added}`);
    await this.command(`enable health ${this.backend}/${name}`);
    await this.command(`enable server ${this.backend}/${name}`);
    const deadline = Date.now() + timeoutMs;
    while ((await this.states()).get(name) !== 2) {
      if (Date.now() > deadline) throw new Error(`HAProxy did not see ${name} up within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Sends no new request to the server; the ones it is answering finish. */
  drain(name: string): Promise<string> {
    return this.command(`set server ${this.backend}/${name} state drain`);
  }

  /**
   * Removes a server whose process has stopped. HAProxy refuses while it still holds connections to
   * it, so this tries for a while; a server left behind is in maintenance and gets no traffic.
   */
  async removeServer(name: string, timeoutMs = 10_000): Promise<boolean> {
    await this.command(`set server ${this.backend}/${name} state maint`);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (/Server deleted/i.test(await this.command(`del server ${this.backend}/${name}`))) return true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return false;
  }
}
