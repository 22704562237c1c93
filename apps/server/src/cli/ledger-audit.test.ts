// Runs the real `npm run ledger:audit` entry point as its own process against a test database.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const script = path.join(import.meta.dirname, 'ledger-audit.ts');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t?.close());

function runAudit(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script],
      {
        // Only what the audit reads: nothing from the test run's own environment leaks in.
        env: { NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, DATA_DIR: t.config.dataDir },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('npm run ledger:audit', () => {
  it('exits 0 on the demo database, then 1 once a balance was altered by hand', async () => {
    const clean = await runAudit();
    expect(clean.stderr).toBe('');
    expect(clean.stdout).toMatch(/^ledger audit: \d+ accounts, \d+ transfers/);
    expect(clean.stdout).not.toContain('FAIL');
    expect(clean.code).toBe(0);

    const account = await t.db.execute<{ id: string }>(sql`
      select a.id from ledger_accounts a join members m on m.id = a.member_id
       where m.username = 'demo_vip' and a.asset = 'CASH'`);
    const accountId = account.rows[0]!.id;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table ledger_accounts disable trigger ledger_accounts_guard`);
      await tx.execute(sql`update ledger_accounts set balance = balance + 5 where id = ${accountId}`);
      await tx.execute(sql`alter table ledger_accounts enable trigger ledger_accounts_guard`);
    });

    const tampered = await runAudit();
    expect(tampered.code).toBe(1);
    expect(tampered.stdout).toContain('FAIL stored balances equal credits minus debits (1)');
    expect(tampered.stdout).toMatch(
      new RegExp(`account ${accountId} member:\\d+ CASH: stored \\d+, from transfers \\d+`),
    );
  });
});
