// The shop as `npm start` runs it, in its own process on its own embedded database (the demo data
// loads at its first start), for the benches that load it over real sockets.
import type { ChildProcess } from 'node:child_process';
import { spawnShop } from '../e2e/shop-process.ts';
import { freePort } from '../apps/server/test/free-port.ts';

export interface RunningShop {
  url: string;
  server: ChildProcess;
  /** Stops the shop and its database; the data folder stays for the caller to reuse or remove. */
  stop(): Promise<void>;
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the shop exited early (${server.exitCode ?? server.signalCode}); its output is above`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop did not become healthy within ${timeoutMs} ms`);
}

/** Resolves when the process has exited, or after `timeoutMs` at the latest. */
export function exited(server: ChildProcess, timeoutMs: number): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Starts the shop on `dataDir` (and `pgPort`, so a second start finds the same database). */
export async function startShop(dataDir: string, pgPort: number): Promise<RunningShop> {
  const port = await freePort();
  const server = spawnShop(
    {
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      JOBS_ENABLED: 'false',
      // The shop's own default, as `npm start` has it: one access line a request (the journeys'
      // shop logs only warnings).
      LOG_LEVEL: 'info',
    },
    ['ignore', 'ignore', 'pipe'],
  );
  // Its complaints matter while it runs; once stopping, the database it stops drops its connections.
  let stopping = false;
  server.stderr!.on('data', (chunk: Buffer) => {
    if (!stopping) process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    stopping = true;
    server.kill('SIGTERM');
    // The shop stops its embedded database on SIGTERM; give it the time before its folder goes.
    await exited(server, 15_000);
  };
  try {
    await waitForHealth(url, server, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, server, stop };
}
