import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminAudit, adminAuth, adminOperators } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const session = await t.ok(adminAuth.login, { body: { username: 'admin', password: 'Admin@123456' } });
  adminToken = session.token;
  adminId = session.operator.id;
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
    const created = await t.ok(adminOperators.create, {
      token: adminToken,
      json: true,
      body: { username: 'finance1', displayName: 'Finance', password: 'Finance@1234', roles: ['finance'] },
    });
    const { token } = await t.ok(adminAuth.login, { body: { username: 'finance1', password: 'Finance@1234' } });
    await t.ok(adminOperators.update, { token: adminToken, json: true, body: { id: created.id, isDisabled: true } });
    expect((await t.call(adminAuth.me, { token })).envelope.code).toBe(502);
    expect(
      (await t.call(adminAuth.login, { body: { username: 'finance1', password: 'Finance@1234' } })).envelope.error,
    ).toBe('ACCOUNT_DISABLED');
    const log = await t.ok(adminAudit.page, { token: adminToken, query: { action: 'operator.update' } });
    expect(log.list[0]).toMatchObject({ targetId: String(created.id), after: { isDisabled: true } });
  });

  it('does not let an admin lock themselves out', async () => {
    const { status } = await t.call(adminOperators.update, {
      token: adminToken,
      json: true,
      body: { id: adminId, isDisabled: true },
    });
    expect(status).toBe(403);
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
