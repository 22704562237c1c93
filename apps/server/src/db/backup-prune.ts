// Keeps the newest base backups and the archived WAL they need; older ones restore nothing newer.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { listBaseBackups } from './base-backup.ts';
import { backupsDir } from './wal-archive.ts';

// A segment, a promotion's last partial one, or a backup's history file (`<segment>.<offset>.backup`).
const SEGMENT = /^[0-9A-F]{24}(\.partial|\.[0-9A-F]{8}\.backup)?\.gz$/;

export interface PruneResult {
  backupsRemoved: string[];
  segmentsRemoved: number;
}

/**
 * Deletes all but the `keep` newest base backups, and every archived WAL segment older than the
 * oldest kept backup's first segment (compared without the timeline, as pg_archivecleanup does).
 * Timeline history files are small and always kept. The segments of an earlier cluster (before a
 * db:reset) with no backup left are all removed.
 */
export async function pruneBackups(pgDir: string, keep: number): Promise<PruneResult> {
  if (!Number.isInteger(keep) || keep < 1) throw new Error('--keep needs a whole number of backups, 1 or more.');
  const backups = await listBaseBackups(pgDir);
  const kept = backups.slice(-keep);
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const backup of removed) await rm(backup.dir, { recursive: true, force: true });
  let segmentsRemoved = 0;
  const walRoot = path.join(backupsDir(pgDir), 'wal');
  for (const systemIdentifier of await readdir(walRoot).catch(() => [] as string[])) {
    const archive = path.join(walRoot, systemIdentifier);
    const starts = kept.filter((backup) => backup.systemIdentifier === systemIdentifier).map((b) => b.startWalFile);
    const oldestStart = starts.sort((a, b) => a.slice(8).localeCompare(b.slice(8)))[0];
    for (const name of await readdir(archive)) {
      if (!SEGMENT.test(name)) continue;
      // With no kept backup of this cluster, its WAL can never be replayed.
      if (oldestStart === undefined || name.slice(8, 24) < oldestStart.slice(8)) {
        await rm(path.join(archive, name), { force: true });
        segmentsRemoved += 1;
      }
    }
  }
  return { backupsRemoved: removed.map((backup) => backup.dir), segmentsRemoved };
}
