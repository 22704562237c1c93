// The server as an operator runs it: a real process, its own embedded database, signals.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/test/free-port.ts';
import { spawnShop } from './shop-process.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-start-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  const child = spawnShop({ DATA_DIR: dataDir, ...env }, ['ignore', 'pipe', 'pipe']);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('starting and stopping the shop', () => {
  // A fresh database is created and migrated (and, in development, filled with the demo data) before
  // the server answers or refuses: on a loaded 2-core machine each start has taken about 70 s.
  it(
    'serves both apps and the API, then stops itself and the embedded database on SIGTERM',
    { timeout: 360_000 },
    async () => {
      const port = await freePort();
      const pgPort = await freePort();
      const server = startServer({ NODE_ENV: 'development', PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) });
      const base = `http://127.0.0.1:${port}`;
      await expect
        .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, {
          timeout: 300_000,
          interval: 250,
        })
        .toBe(200);
      expect(await (await fetch(`${base}/`)).text()).toContain('<div id="root">');
      expect((await fetch(`${base}/admin/`)).status).toBe(200);
      expect((await (await fetch(`${base}/mallapi/ytConfig/getAppSettings`)).json()).result.productName).toBe(
        'Pacer Mall',
      );
      expect(await isListening(pgPort)).toBe(true);

      server.child.kill('SIGTERM');
      const code = await server.exited;
      expect(code, server.output()).toBe(0);
      expect(await isListening(port)).toBe(false);
      expect(await isListening(pgPort)).toBe(false);
    },
  );

  it('refuses to start in production with a weak first operator password', { timeout: 300_000 }, async () => {
    const server = startServer({
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: path.join(dataDir, 'production'),
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'password',
      PRIVATE_LINK_SECRET: 'start-stop-link-secret-0123456789abcdef',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('ADMIN_PASSWORD is too weak');
  });
});
