// Starts the real shop once for all journeys: the server on a fresh embedded database with
// demo data, serving the built apps, exactly as `npm start` would.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../apps/server/test/free-port.ts';
import { auditLedgerOnServer, spawnShop } from './shop-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The journeys' shop's environment, for commands run on its server (`operator:add`). */
    shopEnv: Record<string, string>;
  }
}

const root = path.resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms`);
}

/**
 * Every journey's shoppers sign up and log in by SMS from this one address, and a journey's member
 * may ask for a second code moments after the first: the shop's per-address cap is lifted and the
 * resend wait set to its minimum, as an operator would for a promotion day.
 */
async function liftSmsLimits(baseUrl: string): Promise<void> {
  const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { success: boolean; message: string; result: T };
    if (!envelope.success) throw new Error(`${path}: ${envelope.message}`);
    return envelope.result;
  };
  const { token } = await post<{ token: string }>('/adminapi/auth/login', {
    username: 'admin',
    password: 'Admin@123456',
  });
  const listed = await fetch(`${baseUrl}/adminapi/settings/list`, { headers: { token } });
  const settings = ((await listed.json()) as { result: { key: string; value: Record<string, number> }[] }).result;
  const limits = settings.find((setting) => setting.key === 'accountLimits')?.value;
  const value = { ...limits, smsCooldownSeconds: 10, smsPerIpPerHour: 100_000 };
  await post('/adminapi/settings/update', { key: 'accountLimits', value }, token);
}

export default async function setup(project: TestProject) {
  for (const app of ['web', 'admin']) {
    if (!existsSync(path.join(root, 'apps', app, 'dist', 'index.html'))) {
      throw new Error(`apps/${app} is not built: run \`npm run build\` first (npm test does).`);
    }
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-e2e-'));
  const port = await freePort();
  const shopEnv = {
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
  };
  const server = spawnShop(shopEnv, ['ignore', 'inherit', 'inherit']);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    // A fresh database is created, migrated and filled with the demo data first: on a loaded 2-core
    // machine that has taken over 90 s.
    await waitForHealth(baseUrl, server, 300_000);
    await liftSmsLimits(baseUrl);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('shopEnv', shopEnv);

  return async () => {
    // Whatever the journeys bought, paid, refunded and adjusted, the ledger must still add up.
    const audit = auditLedgerOnServer(shopEnv);
    await mkdir(path.join(root, '.tmp', 'reports'), { recursive: true });
    await writeFile(
      path.join(root, '.tmp', 'reports', 'ledger-audit.txt'),
      `${audit.clean ? 'clean' : 'NOT CLEAN'}\n${audit.report}\n`,
    );
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
    clearTimeout(timer);
    await rm(dataDir, { recursive: true, force: true });
    if (!audit.clean) throw new Error(`The ledger does not add up after the journeys:\n${audit.report}`);
  };
}
