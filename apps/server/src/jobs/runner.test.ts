// The runner knows no job: whatever a module declares (schedule, queue options, sender, the
// dependencies it names) is run on the real queue as declared, and the shop's own jobs keep their
// names, schedules and queues.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { JobDeclaration } from '../lib/jobs.ts';
import { PgBoss } from 'pg-boss';
import { JOBS_SCHEMA, runJobs, shopJobs, type JobRunner } from './index.ts';

/** What a probe job is given: where it notes its runs, and where its sender is plugged in. */
interface ProbeDeps {
  runs: object[];
  announce: ((data: object) => Promise<unknown>) | null;
}

const deps: ProbeDeps = { runs: [], announce: null };
const logged: string[] = [];
let t: TestApp;
let jobs: JobRunner;

const probe: JobDeclaration<ProbeDeps> = {
  name: 'probe.noted',
  queue: { policy: 'standard', retryLimit: 2, retryDelay: 5, retryBackoff: false },
  schedule: { cron: '0 4 * * *', setting: 'PROBE_CRON' },
  sentBy: {
    description: 'sent by the probe',
    attach: (probeDeps, send) => {
      probeDeps.announce = send;
      return () => {
        probeDeps.announce = null;
      };
    },
  },
  run: async (probeDeps, { data }) => {
    probeDeps.runs.push(data);
    return { noted: probeDeps.runs.length };
  },
};

const failing: JobDeclaration<ProbeDeps> = {
  name: 'probe.failing',
  queue: { policy: 'singleton', retryLimit: 0, retryDelay: 60, retryBackoff: true },
  run: async () => {
    throw new Error('the probe broke');
  },
};

async function until(what: string, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what} after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  jobs = await runJobs(deps, [probe, failing], t.databaseUrl, {
    log: (line) => logged.push(line),
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

describe('the job runner', () => {
  it('schedules a declared job in UTC on its queue, and logs how it starts', async () => {
    expect(await jobs.boss.getSchedule('probe.noted')).toMatchObject({ cron: '0 4 * * *', timezone: 'UTC' });
    expect(await jobs.boss.getQueue('probe.noted')).toMatchObject({ policy: 'standard', retryLimit: 2, retryDelay: 5 });
    expect(await jobs.boss.getQueue('probe.failing')).toMatchObject({ policy: 'singleton', retryLimit: 0 });
    expect(await jobs.boss.getSchedule('probe.failing')).toBeNull();
    expect(logged).toContain('started: probe.noted on "0 4 * * *" (UTC)');
    expect(logged).toContain('started: probe.noted (sent by the probe)');
  });

  it('runs a sent job with its dependencies and data, and keeps its answer', async () => {
    const id = await deps.announce!({ orderId: 7 });
    await until('the probe run', () => deps.runs.length === 1);
    expect(deps.runs).toEqual([{ orderId: 7 }]);
    await until(
      'the job to complete',
      async () => (await jobs.boss.getJobById('probe.noted', String(id)))?.state === 'completed',
    );
    expect((await jobs.boss.getJobById('probe.noted', String(id)))?.output).toEqual({ noted: 1 });
  });

  it('logs a failed run and leaves it failed once its retries are spent', async () => {
    const id = await jobs.boss.send('probe.failing', {});
    await until('the run to fail', async () => (await jobs.boss.getJobById('probe.failing', id!))?.state === 'failed');
    expect(logged).toContain('probe.failing failed: the probe broke');
  });

  it('refuses two jobs declared under one name', async () => {
    await expect(runJobs(deps, [probe, { ...failing, name: probe.name }], t.databaseUrl)).rejects.toThrow(
      /Two jobs are declared as "probe.noted"/,
    );
  });
});

describe('a job declared with a batch', () => {
  it('works off a backlog at once instead of one job per poll, and retries only the run that failed', async () => {
    const batched: JobDeclaration<ProbeDeps> = {
      name: 'probe.batched',
      queue: { policy: 'standard', retryLimit: 0, retryDelay: 5, retryBackoff: false },
      batchSize: 4,
      run: async (probeDeps, { data }) => {
        if ('broken' in data) throw new Error('this one broke');
        probeDeps.runs.push(data);
        return { ran: true };
      },
    };
    // The backlog is waiting before the worker starts; its poll is far longer than the wait below,
    // so only jobs taken without waiting out a poll can run in time.
    const sender = new PgBoss({ connectionString: t.databaseUrl, schema: JOBS_SCHEMA });
    await sender.start();
    await sender.createQueue(batched.name, { ...batched.queue });
    const ids: string[] = [];
    for (let n = 0; n < 11; n++) ids.push((await sender.send(batched.name, n === 5 ? { broken: n } : { n }))!);
    await sender.stop({ graceful: false });

    const batchedDeps: ProbeDeps = { runs: [], announce: null };
    const runner = await runJobs(batchedDeps, [batched], t.databaseUrl, {
      log: (line) => logged.push(line),
      pollingIntervalSeconds: 60,
    });
    try {
      await until('the backlog to be worked off', () => batchedDeps.runs.length === 10);
      const states = await Promise.all(ids.map(async (id) => (await runner.boss.getJobById(batched.name, id))?.state));
      expect(states).toEqual(ids.map((_, n) => (n === 5 ? 'failed' : 'completed')));
      expect(logged).toContain('probe.batched failed: this one broke');
    } finally {
      await runner.stop();
    }
  });
});

describe("the shop's jobs", () => {
  it('keep their names, schedules and queues', () => {
    const declared = shopJobs({ jobsExpireLotsCron: '0 * * * *' }).map((job) => ({
      name: job.name,
      cron: job.schedule?.cron ?? null,
      policy: job.queue.policy,
      retry: [job.queue.retryLimit, job.queue.retryDelay, job.queue.retryBackoff],
      sentBy: job.sentBy?.description ?? null,
      batch: job.batchSize ?? 1,
    }));
    const scheduled = (name: string, cron: string) => ({
      name,
      cron,
      policy: 'singleton',
      retry: [3, 60, true],
      sentBy: null,
      batch: 1,
    });
    expect(declared).toEqual([
      scheduled('ledger.expire-discount-card-lots', '0 * * * *'),
      scheduled('orders.close-expired', '* * * * *'),
      scheduled('orders.auto-confirm', '7 * * * *'),
      scheduled('notice.publish-due', '* * * * *'),
      scheduled('payment.refunds', '* * * * *'),
      {
        name: 'payment.refund-order',
        cron: null,
        policy: 'standard',
        retry: [3, 30, true],
        sentBy: 'sent by each cancel with a QR part',
        batch: 10,
      },
      scheduled('aftersale.clock', '7 * * * *'),
      {
        name: 'events.relay',
        cron: '* * * * *',
        policy: 'stately',
        retry: [3, 60, true],
        sentBy: 'sent when an event waits',
        batch: 1,
      },
      {
        name: 'events.deliver',
        cron: null,
        policy: 'exclusive',
        retry: [5, 30, true],
        sentBy: 'sent by events.relay',
        batch: 10,
      },
      scheduled('network.place-missing', '17 * * * *'),
      scheduled('beans.expire-sell-orders', '*/5 * * * *'),
      scheduled('coupon.birthday-coupons', '15 0 * * *'),
    ]);
  });
});
