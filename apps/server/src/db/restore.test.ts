// Which base backup a restore starts from, what pruning keeps, and the commands' refusals: no
// database needed (the drill itself is test/resilience/restore-drill.test.ts).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseBackupsDir, listBaseBackups, type BaseBackup } from './base-backup.ts';
import { pruneBackups } from './backup-prune.ts';
import { chooseBackup } from './restore.ts';
import { backupsDir } from './wal-archive.ts';

const cli = path.resolve(import.meta.dirname, '../cli');

function backup(stoppedAt: string, startWalFile = '000000010000000000000002'): BaseBackup {
  return {
    dir: stoppedAt,
    startedAt: new Date(stoppedAt),
    stoppedAt: new Date(stoppedAt),
    systemIdentifier: '7',
    startWalFile,
  };
}

describe('chooseBackup', () => {
  const backups = [backup('2026-11-01T00:00:00Z'), backup('2026-11-02T00:00:00Z'), backup('2026-11-03T00:00:00Z')];

  it('takes the newest backup finished at or before the moment, or the newest of all for latest', () => {
    expect(chooseBackup(backups, new Date('2026-11-02T12:00:00Z')).dir).toBe('2026-11-02T00:00:00Z');
    expect(chooseBackup(backups, new Date('2026-11-02T00:00:00Z')).dir).toBe('2026-11-02T00:00:00Z');
    expect(chooseBackup(backups, 'latest').dir).toBe('2026-11-03T00:00:00Z');
  });

  it('says why when no backup can reach the moment', () => {
    expect(() => chooseBackup([], 'latest')).toThrow('There is no base backup yet: take one with `npm run db:backup`.');
    expect(() => chooseBackup(backups, new Date('2026-10-31T00:00:00Z'))).toThrow(
      'The oldest base backup finished at 2026-11-01T00:00:00.000Z: a restore can reach that moment or later, not 2026-10-31T00:00:00.000Z.',
    );
  });
});

describe('pruneBackups', () => {
  let pgDir = '';
  beforeAll(async () => {
    pgDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'mall-prune-')), 'pg');
  });
  afterAll(() => rm(path.dirname(pgDir), { recursive: true, force: true }));

  it('keeps the newest backups and the archived WAL from the oldest kept one on', async () => {
    const starts = ['000000010000000000000004', '000000010000000000000009', '00000002000000000000000C'];
    for (const [index, start] of starts.entries()) {
      const dir = path.join(baseBackupsDir(pgDir), `b${index}`);
      await mkdir(path.join(dir, 'data'), { recursive: true });
      const at = `2026-11-0${index + 1}T00:00:00.000Z`;
      const manifest = { startedAt: at, stoppedAt: at, systemIdentifier: '7', startWalFile: start };
      await writeFile(path.join(dir, 'backup.json'), JSON.stringify(manifest));
    }
    const archive = path.join(backupsDir(pgDir), 'wal', '7');
    const oldCluster = path.join(backupsDir(pgDir), 'wal', '3');
    await mkdir(archive, { recursive: true });
    await mkdir(oldCluster, { recursive: true });
    const segments = [
      '000000010000000000000008.gz',
      '000000010000000000000008.00000028.backup.gz',
      '000000010000000000000009.gz',
      '00000002000000000000000A.gz',
    ];
    for (const name of [...segments, '00000002.history.gz']) await writeFile(path.join(archive, name), '');
    await writeFile(path.join(oldCluster, '000000010000000000000001.gz'), '');

    const pruned = await pruneBackups(pgDir, 2);

    expect(pruned.backupsRemoved).toEqual([path.join(baseBackupsDir(pgDir), 'b0')]);
    expect((await listBaseBackups(pgDir)).map((kept) => path.basename(kept.dir))).toEqual(['b1', 'b2']);
    // Segment numbers compare without the timeline; history files always stay.
    expect((await readdir(archive)).sort()).toEqual([
      '000000010000000000000009.gz',
      '00000002.history.gz',
      '00000002000000000000000A.gz',
    ]);
    expect(existsSync(path.join(oldCluster, '000000010000000000000001.gz'))).toBe(false);
    expect(pruned.segmentsRemoved).toBe(3);
    await expect(pruneBackups(pgDir, 0)).rejects.toThrow('--keep needs a whole number of backups, 1 or more.');
  });
});

function run(script: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(cli, script), ...args],
      // Only what the commands read: nothing from the test run's own environment leaks in.
      { env: { NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'mall-no-such-dir'), ...env } },
      (error, stdout, stderr) => {
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          output: `${stdout}${stderr}`,
        });
      },
    );
  });
}

describe('the backup and restore commands refuse clearly', () => {
  it('db:restore needs one --to with an ISO time and its zone, in the past', async () => {
    const cases: [string[], string][] = [
      [[], 'db:restore needs exactly one --to.'],
      [['--to', '2026-11-29 10:00'], '"2026-11-29 10:00" is not an ISO time with its zone.'],
      [['--to', 'yesterday'], '"yesterday" is not an ISO time with its zone.'],
      [['--to', '2999-01-01T00:00:00Z'], '2999-01-01T00:00:00.000Z is in the future.'],
    ];
    const answers = await Promise.all(cases.map(([args]) => run('db-restore.ts', args)));
    for (const [index, [, message]] of cases.entries()) {
      expect(answers[index]!.output).toContain(message);
      expect(answers[index]!.output).toContain('usage: npm run db:restore -- --to <time>');
      expect(answers[index]!.code).toBe(1);
    }
  });

  it('with DATABASE_URL both point to the database service and touch nothing', async () => {
    const env = { DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:9/none' };
    const [restore, backupRun] = await Promise.all([
      run('db-restore.ts', ['--to', 'latest'], env),
      run('db-backup.ts', [], env),
    ]);
    expect(restore.output).toContain('db:restore restores the embedded database; with DATABASE_URL');
    expect(backupRun.output).toContain('db:backup backs up the embedded database; with DATABASE_URL');
    expect([restore.code, backupRun.code]).toEqual([1, 1]);
  });

  it('db:restore with no backup says to take one, and leaves the data folder as it was', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-nobackup-'));
    try {
      const answer = await run('db-restore.ts', ['--to', 'latest'], { DATA_DIR: dataDir });
      expect(answer.output).toContain('There is no base backup yet: take one with `npm run db:backup`.');
      expect(answer.code).toBe(1);
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
