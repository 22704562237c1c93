// The shop's database for a command run beside the server: DATABASE_URL, the embedded server that
// `npm start` already runs on this data folder, or that server started for the command.
import pg from 'pg';
import { openDatabaseServer } from '../boot.ts';
import type { loadConfig } from '../config/env.ts';

const EMBEDDED_DATABASE = 'mall';

export async function shopDatabaseUrl(config: ReturnType<typeof loadConfig>) {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const running = `postgres://postgres:postgres@127.0.0.1:${config.embeddedPgPort}/${EMBEDDED_DATABASE}`;
  const probe = new pg.Client({ connectionString: running, connectionTimeoutMillis: 1_000 });
  try {
    await probe.connect();
    await probe.end();
    return { url: running, stop: async () => {} };
  } catch {
    const { url, embedded } = await openDatabaseServer(config);
    return { url, stop: async () => embedded?.stop() };
  }
}
