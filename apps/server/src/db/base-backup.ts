// A base backup of the embedded PostgreSQL while it runs, with PostgreSQL's low-level backup API:
// pg_backup_start, a copy of the cluster folder, pg_backup_stop on the same session. The copy may be
// torn where pages changed meanwhile; replaying the archived WAL from the backup's start mends it.
import { copyFile, lstat, mkdir, readdir, readFile, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { backupsDir } from './wal-archive.ts';

export interface BaseBackup {
  /** The backup's folder; its `data` folder is the cluster to restore from. */
  dir: string;
  startedAt: Date;
  /** The earliest moment the backup can be restored to. */
  stoppedAt: Date;
  systemIdentifier: string;
  /** The first WAL segment a restore needs: older archived segments serve only older backups. */
  startWalFile: string;
}

interface Manifest {
  startedAt: string;
  stoppedAt: string;
  systemIdentifier: string;
  startWalFile: string;
}

// Rebuilt or reset by PostgreSQL at start: copied as empty folders (docs: "Backing up the data directory").
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'pg_internal.init']);

export function baseBackupsDir(pgDir: string): string {
  return path.join(backupsDir(pgDir), 'base');
}

/** Copies the live cluster; a file dropped meanwhile is simply missing (WAL replay drops it too). */
async function copyCluster(from: string, to: string, depth = 0): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  const entries = await readdir(from).catch(() => [] as string[]);
  for (const name of entries) {
    if (SKIPPED.has(name) || name.startsWith('pgsql_tmp')) continue;
    const source = path.join(from, name);
    const target = path.join(to, name);
    const info = await lstat(source).catch(() => null);
    if (!info) continue;
    if (info.isSymbolicLink()) await symlink(await readlink(source), target);
    else if (info.isDirectory()) {
      if (depth === 0 && EMPTIED.has(name)) await mkdir(target, { mode: 0o700 });
      else await copyCluster(source, target, depth + 1);
    } else {
      await copyFile(source, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
}

/** pg_backup_stop waits for the archive without end: a failing archiver is refused up front instead. */
async function refuseFailingArchive(client: pg.Client, pgDir: string): Promise<void> {
  const { rows } = await client.query<{ wal: string | null; failedAt: Date | null }>(
    `select last_failed_wal as wal, last_failed_time as "failedAt" from pg_stat_archiver
      where last_failed_time is not null and (last_archived_time is null or last_failed_time > last_archived_time)`,
  );
  const failing = rows[0];
  if (failing) {
    throw new Error(
      `WAL archiving is failing (segment ${failing.wal} at ${failing.failedAt?.toISOString()}), so a backup could not be ` +
        `restored: check that ${backupsDir(pgDir)} is writable by PostgreSQL's user and its disk has room.`,
    );
  }
}

function folderName(at: Date): string {
  return at.toISOString().replaceAll(':', '-').replace('.', '-');
}

/** Takes a base backup of the running cluster `pgDir` through `url` into `backups/base/<time>`. */
export async function takeBaseBackup(url: string, pgDir: string): Promise<BaseBackup> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let partial: string | null = null;
  try {
    const settings = await client.query<{ dir: string; archive: string; id: string }>(
      `select current_setting('data_directory') as dir, current_setting('archive_mode') as archive,
              (select system_identifier::text from pg_control_system()) as id`,
    );
    const { dir, archive, id } = settings.rows[0]!;
    if (realpathSync(dir) !== realpathSync(pgDir)) {
      throw new Error(
        `The PostgreSQL at ${new URL(url).host} runs on ${dir}, not on ${pgDir}: check DATA_DIR and EMBEDDED_PG_PORT.`,
      );
    }
    if (archive !== 'on') {
      throw new Error(
        'WAL archiving is off on the running PostgreSQL: restart the shop once (it switches archiving on at start).',
      );
    }
    await refuseFailingArchive(client, pgDir);
    const started = await client.query<{ at: Date }>(
      `select clock_timestamp() as at, pg_backup_start('mall ' || clock_timestamp()::text, true)`,
    );
    const startedAt = started.rows[0]!.at;
    const dest = path.join(baseBackupsDir(pgDir), folderName(startedAt));
    partial = `${dest}.partial`;
    await rm(partial, { recursive: true, force: true });
    await copyCluster(pgDir, path.join(partial, 'data'));
    // Waits until every WAL segment the backup needs is archived: without them it restores nothing.
    const stopped = await client.query<{ labelfile: string; spcmapfile: string; at: Date }>(
      'select labelfile, spcmapfile, clock_timestamp() as at from pg_backup_stop(true)',
    );
    const { labelfile, spcmapfile, at: stoppedAt } = stopped.rows[0]!;
    await writeFile(path.join(partial, 'data', 'backup_label'), labelfile, { mode: 0o600 });
    if (spcmapfile) await writeFile(path.join(partial, 'data', 'tablespace_map'), spcmapfile, { mode: 0o600 });
    const startWalFile = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(labelfile)?.[1] ?? '';
    const manifest: Manifest = {
      startedAt: startedAt.toISOString(),
      stoppedAt: stoppedAt.toISOString(),
      systemIdentifier: id,
      startWalFile,
    };
    await writeFile(path.join(partial, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, dest);
    partial = null;
    return { dir: dest, startedAt, stoppedAt, systemIdentifier: id, startWalFile };
  } finally {
    // Ending the session aborts a backup still in progress.
    await client.end().catch(() => undefined);
    if (partial) await rm(partial, { recursive: true, force: true });
  }
}

/** Every finished base backup of the cluster folder `pgDir`, oldest first. */
export async function listBaseBackups(pgDir: string): Promise<BaseBackup[]> {
  const root = baseBackupsDir(pgDir);
  const names = await readdir(root).catch(() => [] as string[]);
  const found: BaseBackup[] = [];
  for (const name of names.filter((entry) => !entry.endsWith('.partial'))) {
    const text = await readFile(path.join(root, name, 'backup.json'), 'utf8').catch(() => null);
    if (!text) continue;
    const manifest = JSON.parse(text) as Manifest;
    found.push({
      dir: path.join(root, name),
      startedAt: new Date(manifest.startedAt),
      stoppedAt: new Date(manifest.stoppedAt),
      systemIdentifier: manifest.systemIdentifier,
      startWalFile: manifest.startWalFile,
    });
  }
  return found.sort((a, b) => a.stoppedAt.getTime() - b.stoppedAt.getTime());
}
