// Point-in-time restore of the embedded PostgreSQL: the newest base backup finished before the
// moment, its archived WAL replayed up to that moment, then promoted to a cluster of its own. The
// cluster it replaces is moved aside, never deleted; a failed restore puts it back.
import { existsSync } from 'node:fs';
import { chmod, chown, readdir, rename, rm, writeFile, cp, lstat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { listBaseBackups, type BaseBackup } from './base-backup.ts';
import { SERVER_FLAGS, messagesLocale } from './embedded.ts';
import { releaseCluster, removeStalePidFile, writeOwnerFile } from './orphans.ts';
import { clusterDir, postgresBinaries, postgresUser, type RunAs } from './postgres-files.ts';
import { PostgresProcess } from './postgres-process.ts';
import { archiveFlags, prepareArchive, restoreCommand, walArchiveDir } from './wal-archive.ts';

/** Replaying a long archive takes as long as it takes. */
const REPLAY_TIMEOUT_MS = 12 * 3600_000;

export interface RestoreResult {
  backup: BaseBackup;
  clusterDir: string;
  /** Where the replaced cluster was moved (null when there was none). */
  replacedDir: string | null;
  /** The newest transaction the restored cluster holds (null: none after the base backup). */
  lastTransactionAt: Date | null;
  timeline: number;
}

/** The newest backup that finished at or before `target` ('latest': the newest of all). */
export function chooseBackup(backups: BaseBackup[], target: Date | 'latest'): BaseBackup {
  const usable = target === 'latest' ? backups : backups.filter((backup) => backup.stoppedAt <= target);
  const chosen = usable.at(-1);
  if (chosen) return chosen;
  if (backups.length === 0) throw new Error('There is no base backup yet: take one with `npm run db:backup`.');
  throw new Error(
    `The oldest base backup finished at ${backups[0]!.stoppedAt.toISOString()}: a restore can reach that moment or later, ` +
      `not ${(target as Date).toISOString()}.`,
  );
}

async function chownTree(dir: string, runAs: RunAs): Promise<void> {
  await chown(dir, runAs.uid, runAs.gid);
  for (const name of await readdir(dir)) {
    const entry = path.join(dir, name);
    const info = await lstat(entry);
    if (info.isDirectory()) await chownTree(entry, runAs);
    else await chown(entry, runAs.uid, runAs.gid).catch(() => undefined);
  }
}

function explainReplayFailure(message: string, target: Date | 'latest'): string {
  if (/recovery ended before configured recovery target was reached/.test(message) && target !== 'latest') {
    return (
      `The archived WAL ends before ${target.toISOString()}: nothing was written after that, or the newest WAL ` +
      'was lost with the cluster. Restore to an earlier moment, or to `latest`.'
    );
  }
  if (
    /could not (locate|find) required checkpoint record|requested WAL segment .* has already been removed/.test(message)
  ) {
    return 'WAL segments this backup needs are missing from the archive: restore from a newer base backup.';
  }
  return 'The replaced cluster is back in place, unchanged.';
}

/** PostgreSQL's own spelling: its recovery_target_time refuses ISO's `T` and `Z`. */
function pgTimestamp(at: Date): string {
  return `${at.toISOString().replace('T', ' ').replace('Z', '')}+00`;
}

async function replay(
  pgDir: string,
  backup: BaseBackup,
  fallbackWal: string | null,
  port: number,
  target: Date | 'latest',
) {
  const runAs = await postgresUser();
  const binaries = await postgresBinaries(runAs);
  const archiveDir = walArchiveDir(pgDir, backup.systemIdentifier);
  const locale = messagesLocale();
  const server = new PostgresProcess({
    binary: binaries.postgres,
    clusterDir: pgDir,
    port,
    runAs,
    // PostgreSQL inherits the environment as `npm start` gives it; no setting is read here.
    // eslint-disable-next-line no-restricted-properties
    env: { ...process.env, LC_MESSAGES: locale },
    flags: [
      ...SERVER_FLAGS,
      // Nobody reads the cluster before it is promoted.
      '-c',
      'hot_standby=off',
      ...archiveFlags(await prepareArchive(pgDir, runAs)),
      '-c',
      `restore_command=${restoreCommand(archiveDir, fallbackWal)}`,
      ...(target === 'latest' ? [] : ['-c', `recovery_target_time=${pgTimestamp(target)}`]),
      '-c',
      'recovery_target_action=promote',
    ],
    log: () => undefined,
    beforeRestart: async () => undefined,
    startTimeoutMs: REPLAY_TIMEOUT_MS,
  });
  // "Ready to accept connections" comes once recovery reached its target and promoted.
  await server.start();
  try {
    const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres` });
    await client.connect();
    try {
      const { rows } = await client.query<{ last: Date | null; timeline: string }>(
        `select pg_last_xact_replay_timestamp() as last,
                ('x' || substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8))::bit(32)::int::text as timeline`,
      );
      return { lastTransactionAt: rows[0]!.last, timeline: Number(rows[0]!.timeline) };
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}

/** Restores the embedded cluster of `dataDir` to `target`; the shop must be stopped. */
export async function restoreEmbedded(options: {
  dataDir: string;
  port: number;
  target: Date | 'latest';
  now?: Date;
}): Promise<RestoreResult> {
  const runAs = await postgresUser();
  const pgDir = await clusterDir(options.dataDir, runAs);
  await removeStalePidFile(pgDir);
  if (existsSync(path.join(pgDir, 'postmaster.pid'))) {
    throw new Error(
      `The shop's PostgreSQL is running on ${pgDir}: stop the shop first (Ctrl-C or SIGTERM), then restore.`,
    );
  }
  const backup = chooseBackup(await listBaseBackups(pgDir), options.target);
  const stamp = (options.now ?? new Date()).toISOString().replaceAll(':', '-').replace('.', '-');
  const replacedDir = existsSync(pgDir) ? `${pgDir}.replaced-${stamp}` : null;
  if (replacedDir) await rename(pgDir, replacedDir);
  await writeOwnerFile(pgDir);
  try {
    await cp(path.join(backup.dir, 'data'), pgDir, { recursive: true, verbatimSymlinks: true });
    await chmod(pgDir, 0o700);
    await writeFile(path.join(pgDir, 'recovery.signal'), '');
    if (runAs) await chownTree(pgDir, runAs);
    const fallbackWal = replacedDir ? path.join(replacedDir, 'pg_wal') : null;
    const replayed = await replay(pgDir, backup, fallbackWal, options.port, options.target);
    return { backup, clusterDir: pgDir, replacedDir, ...replayed };
  } catch (error) {
    await rm(pgDir, { recursive: true, force: true });
    if (replacedDir) await rename(replacedDir, pgDir);
    // The start's generic advice (db:reset) is wrong here: the replaced cluster is back.
    const message = (error as Error).message.replace(/\nSee the PostgreSQL output above.*$/s, '');
    throw new Error(`The restore failed: ${message}\n${explainReplayFailure(message, options.target)}`, {
      cause: error,
    });
  } finally {
    await releaseCluster(pgDir);
  }
}
