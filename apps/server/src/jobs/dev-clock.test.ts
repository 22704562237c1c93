// The development clock route runs a named job as if the clock read a given time, for journeys that
// need time to pass; it names what it cannot run and is absent in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (body: unknown) => t.app.inject({ method: 'POST', url: '/dev/jobs/run', payload: body as object });

describe('/dev/jobs/run', () => {
  it('runs a job at the time given and answers its result', async () => {
    const answer = await run({ name: 'beans.expire-sell-orders', at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ name: 'beans.expire-sell-orders', result: { expired: 0 } });
  });

  it('names a job it does not know, and refuses a body without a time', async () => {
    expect((await run({ name: 'no.such-job', at: new Date().toISOString() })).statusCode).toBe(404);
    expect((await run({ name: 'beans.expire-sell-orders' })).statusCode).toBe(400);
  });
});
