import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminAudit, adminAuth, adminOperators } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const session = await t.ok(adminAuth.login, { body: { username: 'admin', password: 'Admin@123456' } });
  adminToken = session.token;
  adminId = session.operator.id;
  // A second admin, made on the server as the console makes one: accounts are then proposed, not refused.
  await withTransaction(t.db, (tx) =>
    t.services.operators.create(tx, {
      username: 'admin2',
      displayName: 'Admin 2',
      password: 'Admin2@12345',
      roles: ['admin'],
    }),
  );
});
afterAll(() => t.close());

describe('operator accounts', () => {
  it('gives one answer for an unknown operator and a wrong password', async () => {
    const unknown = await t.call(adminAuth.login, { body: { username: 'ghost', password: 'x' } });
    const wrong = await t.call(adminAuth.login, { body: { username: 'admin', password: 'x' } });
    expect(unknown.envelope).toEqual(wrong.envelope);
  });

  it('refuses a weak password for a new operator', async () => {
    const { status, envelope } = await t.call(adminOperators.create, {
      token: adminToken,
      json: true,
      body: { username: 'weak', displayName: 'Weak', password: 'password12', roles: ['operator'] },
    });
    expect(status).toBe(400);
    expect(envelope.message).toContain('Password');
  });

  it('locks a disabled operator out at once, and audits it', async () => {
    const created = await withTransaction(t.db, (tx) =>
      t.services.operators.create(tx, {
        username: 'finance1',
        displayName: 'Finance',
        password: 'Finance@1234',
        roles: ['finance'],
      }),
    );
    const { token } = await t.ok(adminAuth.login, { body: { username: 'finance1', password: 'Finance@1234' } });
    await t.ok(adminOperators.update, { token: adminToken, json: true, body: { id: created.id, isDisabled: true } });
    expect((await t.call(adminAuth.me, { token })).envelope.code).toBe(502);
    // The right password of a disabled account answers exactly like a wrong one.
    const disabled = await t.call(adminAuth.login, { body: { username: 'finance1', password: 'Finance@1234' } });
    const wrong = await t.call(adminAuth.login, { body: { username: 'finance1', password: 'Wrong@12345' } });
    expect(disabled.status).toBe(wrong.status);
    expect(disabled.envelope).toEqual(wrong.envelope);
    expect(disabled.envelope.error).toBe('LOGIN_FAILED');
    const log = await t.ok(adminAudit.page, { token: adminToken, query: { action: 'operator.update' } });
    expect(log.list[0]).toMatchObject({ targetId: String(created.id), after: { isDisabled: true } });
    // Enabling the account again does not bring the old session back.
    await t.ok(adminOperators.update, { token: adminToken, json: true, body: { id: created.id, isDisabled: false } });
    expect((await t.call(adminAuth.me, { token })).envelope.code).toBe(502);
  });

  it('does not let an admin lock themselves out', async () => {
    const { status } = await t.call(adminOperators.update, {
      token: adminToken,
      json: true,
      body: { id: adminId, isDisabled: true },
    });
    expect(status).toBe(403);
  });

  it('answers 400 to an update with nothing to change', async () => {
    const { status, envelope } = await t.call(adminOperators.update, {
      token: adminToken,
      json: true,
      body: { id: adminId },
    });
    expect(status).toBe(400);
    expect(envelope.error).toBe('NOTHING_TO_CHANGE');
  });

  it('keeps operator sessions to 8 hours', async () => {
    const session = await t.ok(adminAuth.login, { body: { username: 'admin', password: 'Admin@123456' } });
    const hours = (Date.parse(session.invalidTime) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
  });

  it('counts only failed logins against the account, so frequent right logins are never refused', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await t.call(adminAuth.login, { body: { username: 'admin', password: 'Admin@123456' } })).status).toBe(
        200,
      );
    }
  });

  it('throttles password guessing per account and per address', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 15 }, () => t.call(adminAuth.login, { body: { username: 'guessme', password: 'nope' } })),
    );
    expect(guesses.filter((g) => g.status === 429).length).toBeGreaterThan(0);
    expect(guesses.filter((g) => g.envelope.error === 'LOGIN_FAILED')).toHaveLength(10);
    const spread = await Promise.all(
      Array.from({ length: 110 }, (_, i) =>
        t.call(adminAuth.login, { body: { username: `someone${i}`, password: 'nope' } }),
      ),
    );
    expect(spread.some((g) => g.status === 429)).toBe(true);
    await t.db.execute(sql`delete from rate_limits`);
  });

  it('refuses a second account with the same name', async () => {
    const { status } = await t.call(adminOperators.create, {
      token: adminToken,
      json: true,
      body: { username: 'admin', displayName: 'Again', password: 'Again@123456', roles: ['admin'] },
    });
    expect(status).toBe(409);
  });

  it('revokes the session on logout', async () => {
    const { token } = await t.ok(adminAuth.login, { body: { username: 'admin', password: 'Admin@123456' } });
    await t.ok(adminAuth.logout, { token });
    expect((await t.call(adminAuth.me, { token })).envelope.code).toBe(502);
  });
});

describe('the audit log', () => {
  it('cannot be edited or deleted, even by SQL', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'allowed',
        (error: { cause?: { message?: string } }) => error.cause?.message,
      );
    expect(await refusal(sql`update audit_log set action = 'forged'`)).toMatch(/append-only \(UPDATE refused\)/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only \(DELETE refused\)/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only \(TRUNCATE refused\)/);
  });
});
