// The embedded PostgreSQL archives its WAL as it runs, also a cluster made before archiving existed.
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { takeBaseBackup } from './base-backup.ts';
import { embeddedClusterDir, startEmbeddedPostgres, type EmbeddedServer } from './embedded.ts';
import { postgresUser } from './postgres-files.ts';
import { ARCHIVE_TIMEOUT_S, backupsDir, systemIdentifier, walArchiveDir } from './wal-archive.ts';

let dataDir = '';
let server: EmbeddedServer | null = null;

afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: server!.url('postgres') });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Writes something and closes the segment: the archiver copies it next. */
async function closeSegment(): Promise<string> {
  await query('create table if not exists touched (at timestamptz); insert into touched values (now())');
  const [switched] = await query<{ name: string }>('select pg_walfile_name(pg_switch_wal()) as name');
  return switched!.name;
}

/** Closes a segment and waits for the archiver to have copied it. */
async function archivedSegment(archiveDir: string): Promise<string> {
  const file = path.join(archiveDir, `${await closeSegment()}.gz`);
  const deadline = Date.now() + 20_000;
  while (!existsSync(file) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return file;
}

describe('WAL archiving of the embedded PostgreSQL', () => {
  it('is on for a new cluster and for an existing one on its next start', { timeout: 90_000 }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-wal-'));
    const port = await freePort();
    server = await startEmbeddedPostgres({ dataDir, port });
    const pgDir = await embeddedClusterDir(dataDir);
    const archiveDir = walArchiveDir(pgDir, await systemIdentifier(pgDir));
    const settings = await query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('archive_mode', 'wal_level', 'archive_timeout')`,
    );
    expect(Object.fromEntries(settings.map((row) => [row.name, row.setting]))).toEqual({
      archive_mode: 'on',
      wal_level: 'replica',
      archive_timeout: String(ARCHIVE_TIMEOUT_S),
    });
    const first = await archivedSegment(archiveDir);
    expect(existsSync(first)).toBe(true);

    // A cluster from before archiving: no backups folder at all. Its next start archives again.
    await server.stop();
    await rm(backupsDir(pgDir), { recursive: true, force: true });
    server = await startEmbeddedPostgres({ dataDir, port });
    const again = await archivedSegment(archiveDir);
    expect(existsSync(again)).toBe(true);
    // A segment closed early (as archive_timeout does) is mostly empty: compressed, a sliver of its 16 MB.
    expect((await stat(again)).size).toBeLessThan(200_000);
    const runAs = await postgresUser();
    if (runAs) expect((await stat(archiveDir)).uid).toBe(runAs.uid);
    const [archiver] = await query<{ failed_count: string }>('select failed_count from pg_stat_archiver');
    expect(archiver!.failed_count).toBe('0');
    expect((await readdir(archiveDir)).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it(
    'a base backup is refused at once while archiving fails, instead of waiting for it',
    { timeout: 60_000 },
    async () => {
      const pgDir = await embeddedClusterDir(dataDir);
      const archiveDir = walArchiveDir(pgDir, await systemIdentifier(pgDir));
      // Read-only even for its owner, PostgreSQL's user: the next segment cannot be archived.
      await chmod(archiveDir, 0o500);
      try {
        await closeSegment();
        const deadline = Date.now() + 20_000;
        for (;;) {
          const [archiver] = await query<{ failed_count: string }>('select failed_count from pg_stat_archiver');
          if (archiver!.failed_count !== '0' || Date.now() > deadline) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await expect(takeBaseBackup(server!.url('postgres'), pgDir)).rejects.toThrow(
          /^WAL archiving is failing \(segment [0-9A-F]{24} at .*\), so a backup could not be restored: check that .*backups is writable/,
        );
        expect(await readdir(path.join(backupsDir(pgDir)))).not.toContain('base');
      } finally {
        await chmod(archiveDir, 0o700);
      }
    },
  );
});
