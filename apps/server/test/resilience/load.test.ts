// Under a burst far larger than the pool, every call answers (a result or an envelope) within the
// request timeout, the server keeps serving, and the ledger still balances.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminLedger, member } from '@mall/contracts';
import { auditLedger } from '../../src/modules/ledger/index.ts';
import { DEMO_ADMIN, DEMO_MEMBER_PASSWORD } from '../../src/seed/demo.ts';
import { createTestApp, type TestApp } from '../harness.ts';

const BURST = 200;
const REQUEST_TIMEOUT_MS = 20_000;
const LAG_MARGIN_MS = 5_000;

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    env: { DB_POOL_SIZE: '10', REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t?.close());

interface Answer {
  status: number;
  ms: number;
  envelope: { success?: unknown; code?: unknown; error?: unknown } | null;
}

/** One call over its own socket; a network failure or a non-JSON body counts as no answer. */
async function post(path: string, body: Record<string, string>, token?: string): Promise<Answer> {
  const started = Date.now();
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', lang: 'en_US' };
  if (token) headers.token = token;
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers,
      body: new URLSearchParams(body).toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS + 10_000),
    });
    const text = await response.text();
    let envelope: Answer['envelope'] = null;
    try {
      envelope = JSON.parse(text) as Answer['envelope'];
    } catch {
      envelope = null;
    }
    return { status: response.status, ms: Date.now() - started, envelope };
  } catch {
    return { status: 0, ms: Date.now() - started, envelope: null };
  }
}

function expectAnswered(answers: Answer[], summary: string) {
  const unanswered = answers.filter(
    (a) => a.status === 0 || a.envelope === null || typeof a.envelope.success !== 'boolean',
  );
  expect(unanswered, summary).toEqual([]);
  // The server answers by its request timeout; the margin is the lag of this shared process's event
  // loop, which also runs the 400 clients on a small, busy machine.
  const late = answers.filter((a) => a.ms > REQUEST_TIMEOUT_MS + LAG_MARGIN_MS);
  expect(
    late.map((a) => a.ms),
    summary,
  ).toEqual([]);
  const crashed = answers.filter((a) => a.status >= 500 && a.status !== 503);
  expect(
    crashed.map((a) => a.envelope),
    summary,
  ).toEqual([]);
}

describe(`${BURST} adjustments and ${BURST} sign-ups at once on a pool of 10`, () => {
  it('answers every call in time, keeps serving, and leaves the ledger clean', { timeout: 180_000 }, async () => {
    const admin = (await t.ok(adminAuth.login, { body: { ...DEMO_ADMIN } })).token;
    const vip = (await t.ok(member.login, { body: { username: 'demo_vip', password: DEMO_MEMBER_PASSWORD } })).token;
    const sponsor = await t.ok(member.getUser, { token: vip });

    // Register codes are issued through the service (one per number and address), as the SMS step would.
    const mobiles = Array.from({ length: BURST }, (_, i) => `0829${String(i).padStart(6, '0')}`);
    const codes: string[] = [];
    for (const [i, mobile] of mobiles.entries()) {
      const normalized = await t.services.verify.normalizeMobile(t.db, mobile);
      await t.services.verify.sendCode(t.db, {
        mobile: normalized,
        purpose: 'register',
        ip: `10.9.${Math.floor(i / 250)}.${i % 250}`,
        locale: 'en_US',
        shouldDeliver: true,
      });
      codes.push((await t.services.verify.outbox(t.db, normalized))[0]!.code);
    }

    const adjustments = Array.from({ length: BURST }, (_, i) =>
      post(
        adminLedger.adjust.path,
        {
          memberId: String(sponsor.memberId),
          asset: 'CASH',
          direction: 'credit',
          amount: '0.01',
          reasonCode: 'CORRECTION',
          note: `load ${i}`,
          idempotencyKey: `load-test-${i}`,
        },
        admin,
      ),
    );
    const signUps = mobiles.map((mobile, i) =>
      post(member.register.path, {
        mobile,
        code: codes[i]!,
        password: 'secret12',
        agree: 'true',
        inviteCode: sponsor.inviteCode,
      }),
    );
    const [adjusted, signedUp] = await Promise.all([Promise.all(adjustments), Promise.all(signUps)]);

    const tally = (answers: Answer[]) =>
      answers.reduce<Record<string, number>>((acc, a) => {
        const key = `${a.status} ${String(a.envelope?.error ?? 'ok')} ${Math.ceil(a.ms / 5000) * 5}s`;
        acc[key] = (acc[key] ?? 0) + 1;
        return acc;
      }, {});
    const summary = JSON.stringify({ adjusted: tally(adjusted), signedUp: tally(signedUp) });
    expectAnswered(adjusted, summary);
    expectAnswered(signedUp, summary);
    // Most calls get through: a busy answer is allowed, a wholesale failure is not.
    expect(adjusted.filter((a) => a.envelope?.success === true).length, summary).toBeGreaterThan(BURST / 2);
    expect(signedUp.filter((a) => a.envelope?.success === true).length, summary).toBeGreaterThan(BURST / 2);

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    const report = await auditLedger(t.db);
    expect(report.isClean).toBe(true);
  });
});
