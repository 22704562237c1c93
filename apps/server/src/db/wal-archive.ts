// Continuous WAL archiving of the embedded PostgreSQL: every finished WAL segment is copied,
// compressed, into the backups folder beside the cluster, so a base backup plus the archive can
// be replayed to any moment since (see backup.ts, restore.ts and docs/operations.md).
import { chown, mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import type { RunAs } from './postgres-files.ts';

/**
 * A quiet shop still archives what it wrote within this many seconds. A forced switch leaves the
 * rest of its segment empty, which compresses to almost nothing.
 */
export const ARCHIVE_TIMEOUT_S = 60;

/** Beside the cluster: `DATA_DIR/backups`, or a private clone's own folder the PostgreSQL user can reach. */
export function backupsDir(pgDir: string): string {
  return path.join(path.dirname(pgDir), 'backups');
}

/** One archive per cluster (initdb's system identifier), so a cluster made again never mixes its WAL with an old one's. */
export function walArchiveDir(pgDir: string, systemIdentifier: string): string {
  return path.join(backupsDir(pgDir), 'wal', systemIdentifier);
}

/** The cluster's system identifier: the first 8 bytes of global/pg_control (little-endian on every supported build). */
export async function systemIdentifier(pgDir: string): Promise<string> {
  const file = await open(path.join(pgDir, 'global', 'pg_control'), 'r');
  try {
    const { buffer } = await file.read({ buffer: Buffer.alloc(8), position: 0 });
    return buffer.readBigUInt64LE(0).toString();
  } finally {
    await file.close();
  }
}

/** Quotes a path for the POSIX shell PostgreSQL runs archive and restore commands with. */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * Copies a finished segment (`%p`, relative to the cluster) as `<name>.gz`, written aside and
 * renamed so a half-written file is never taken for a whole one. A segment already archived with
 * the same content counts as done (PostgreSQL may ask again after a crash); a different one fails,
 * so nothing is ever overwritten.
 */
export function archiveCommand(archiveDir: string): string {
  const target = `${shellQuote(archiveDir)}/%f.gz`;
  return (
    `if [ -f ${target} ]; then gzip -dc ${target} | cmp -s - %p; ` +
    `else gzip -1 -c %p > ${target}.part && mv ${target}.part ${target}; fi`
  );
}

/** Fetches a segment from the archive, or else from `fallbackWalDir` (the replaced cluster's pg_wal, for what was never archived). */
export function restoreCommand(archiveDir: string, fallbackWalDir: string | null): string {
  const source = `${shellQuote(archiveDir)}/%f.gz`;
  const fallback = fallbackWalDir ? `cp ${shellQuote(fallbackWalDir)}/%f %p` : 'false';
  return `if [ -f ${source} ]; then gzip -dc ${source} > %p; else ${fallback}; fi`;
}

/** The archive folder, owned by the user PostgreSQL runs as. */
export async function prepareArchive(pgDir: string, runAs: RunAs | null): Promise<string> {
  const dir = walArchiveDir(pgDir, await systemIdentifier(pgDir));
  const made = [backupsDir(pgDir), path.dirname(dir), dir];
  for (const folder of made) {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    if (runAs) await chown(folder, runAs.uid, runAs.gid);
  }
  return dir;
}

/** The server flags that switch archiving on; read at every start, so an existing cluster gets them too. */
export function archiveFlags(archiveDir: string): string[] {
  return [
    '-c',
    'wal_level=replica',
    '-c',
    'archive_mode=on',
    '-c',
    `archive_command=${archiveCommand(archiveDir)}`,
    '-c',
    `archive_timeout=${ARCHIVE_TIMEOUT_S}`,
  ];
}
