import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, memberWallet } from '@mall/contracts';
import { createMember, createTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config/env.ts';
import { withTransaction } from '../db/client.ts';
import { auditLedger, expireDiscountCardLots, ledgerJobNames, type ExpireLotsResult } from '../modules/ledger/index.ts';
import { startJobs, type JobRunner } from './index.ts';

const DAY = 24 * 60 * 60 * 1000;
const name = ledgerJobNames.expireDiscountCardLots;

let t: TestApp;
let jobs: JobRunner;
const logged: string[] = [];
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  jobs = await startJobs(
    t.services,
    t.databaseUrl,
    { jobsExpireLotsCron: '15 3 * * *' },
    { log: (line) => logged.push(line), pollingIntervalSeconds: 0.5 },
  );
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

async function newMember() {
  const username = `jobs_${++seq}`;
  const row = await createMember(t.services, { username });
  const { token } = await t.ok(member.login, { body: { username, password: 'Demo@123456' } });
  return { id: row.id, token };
}

/** A discount-card lot bought `daysAgo` days ago (so it expires 12 months after that). */
async function buyLot(memberId: number, amountMinor: number, daysAgo: number) {
  await withTransaction(t.db, (tx) =>
    t.services.ledger.buyLot(tx, {
      idempotencyKey: `jobs-test-lot:${memberId}:${amountMinor}:${daysAgo}`,
      memberId,
      amountMinor,
      paidWith: 'EXTERNAL',
      now: new Date(Date.now() - daysAgo * DAY),
    }),
  );
}

/** Sends the job through the queue and waits for a worker to finish it. */
async function runThroughQueue(): Promise<ExpireLotsResult> {
  const id = await jobs.boss.send(name, {});
  expect(id).toEqual(expect.any(String));
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [job] = await jobs.boss.findJobs<object>(name, { id: id! });
    if (job?.state === 'completed') return job.output as ExpireLotsResult;
    if (job?.state === 'failed') throw new Error(`job failed: ${JSON.stringify(job.output)}`);
    if (Date.now() > deadline) throw new Error(`job still ${job?.state ?? 'missing'} after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function expiryLines(token: string) {
  return t.ok(memberWallet.queryDiscountCardLogs, { token, query: { type: 'DC_EXPIRED' } });
}

describe('the discount-card lot expiry job', () => {
  it('is scheduled in UTC on the configured cron', async () => {
    const schedule = await jobs.boss.getSchedule(name);
    expect(schedule).toMatchObject({ name, cron: '15 3 * * *', timezone: 'UTC' });
    expect(logged).toContain(`started: ${name} on "15 3 * * *" (UTC)`);
  });

  it('expires an overdue lot once through the queue; a second run changes nothing', async () => {
    const owner = await newMember();
    await buyLot(owner.id, 5_000, 395); // about 13 months ago: expired a month ago
    await buyLot(owner.id, 2_000, 30); // still live for 11 months
    // Spent two months ago, when the old lot was still live: it is drawn first.
    await withTransaction(t.db, (tx) =>
      t.services.ledger.spendDiscountCard(tx, {
        idempotencyKey: `jobs-test-spend:${owner.id}`,
        memberId: owner.id,
        amountMinor: 1_000,
        now: new Date(Date.now() - 60 * DAY),
      }),
    );
    expect((await t.ok(memberWallet.getBalance, { token: owner.token })).discountCard).toBe('60.00');

    const first = await runThroughQueue();
    expect(first.expired).toBe(1);
    expect((await t.ok(memberWallet.getBalance, { token: owner.token })).discountCard).toBe('20.00');
    const history = await expiryLines(owner.token);
    expect(history.total).toBe(1);
    expect(history.list[0]).toMatchObject({ type: 'DC_EXPIRED', direction: 'out', amount: '-40.00' });
    const lots = await t.services.ledger.lots(t.db, owner.id);
    expect(lots.map((lot) => [lot.amountMinor, lot.remainingMinor])).toEqual([
      [5_000, 0],
      [2_000, 2_000],
    ]);

    const second = await runThroughQueue();
    expect(second.expired).toBe(0);
    expect((await t.ok(memberWallet.getBalance, { token: owner.token })).discountCard).toBe('20.00');
    expect((await expiryLines(owner.token)).total).toBe(1);
    expect((await auditLedger(t.db)).isClean).toBe(true);
    expect(logged).toContain(`${name}: expired 1 lots`);
  });

  it('expires each lot exactly once when several runs race', async () => {
    const owners = [await newMember(), await newMember()];
    for (const owner of owners) await buyLot(owner.id, 3_000, 400);
    const now = new Date();
    const runs = Array.from({ length: 4 }, () => expireDiscountCardLots(t.services, now));
    const results = await Promise.all(runs);
    expect(results.reduce((sum, result) => sum + result.expired, 0)).toBe(2);
    for (const owner of owners) {
      expect((await t.ok(memberWallet.getBalance, { token: owner.token })).discountCard).toBe('0.00');
      const history = await expiryLines(owner.token);
      expect(history.list.map((line) => line.amount)).toEqual(['-30.00']);
    }
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });
});

describe('the jobs settings', () => {
  it('run jobs hourly by default and refuse a malformed cron, naming the variable', () => {
    const defaults = loadConfig({});
    expect(defaults.jobsEnabled).toBe(true);
    expect(defaults.jobsExpireLotsCron).toBe('0 * * * *');
    expect(loadConfig({ JOBS_ENABLED: 'false' }).jobsEnabled).toBe(false);
    expect(() => loadConfig({ JOBS_EXPIRE_LOTS_CRON: 'hourly' })).toThrow(/JOBS_EXPIRE_LOTS_CRON/);
    expect(() => loadConfig({ JOBS_ENABLED: 'yes' })).toThrow(/JOBS_ENABLED/);
  });

  it('refuse to start on a cron the queue cannot parse', async () => {
    await expect(
      startJobs(t.services, t.databaseUrl, { jobsExpireLotsCron: '99 * * * *' }, { log: () => {} }),
    ).rejects.toThrow(/JOBS_EXPIRE_LOTS_CRON "99 \* \* \* \*": .*59/);
  });
});
