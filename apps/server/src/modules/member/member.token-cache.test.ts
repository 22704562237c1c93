// The member and operator behind a token are kept a few seconds per process: a logged-in call
// then costs no session statement, and an ended session is refused at once here and, through
// LISTEN/NOTIFY, in a second app on the same database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminLevels, adminMembers, member } from '@mall/contracts';
import { buildApp } from '../../app.ts';
import { listenForInvalidations, type CacheListener } from '../../db/cache-bus.ts';
import { connect, type Database } from '../../db/client.ts';
import { createMember, createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';
import { statementsDuring } from '../../../test/statements.ts';

let t: TestApp;
let adminToken: string;
/** A second app on the same database, as another server process behind the load balancer. */
let other: { app: Awaited<ReturnType<typeof buildApp>>; database: Database };
const listeners: CacheListener[] = [];
let memberSeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signedInOperator(t, { username: 'admin', password: 'Admin@123456', roles: ['admin'] });
  const database = connect(t.databaseUrl, 4);
  other = { app: await buildApp(t.config, database.db), database };
  for (const caches of [t.services.caches, other.app.services.caches]) {
    const listener = listenForInvalidations(t.databaseUrl, caches);
    listeners.push(listener);
    await listener.listening;
  }
});
afterAll(async () => {
  await Promise.all(listeners.map((listener) => listener.close()));
  await other?.app.app.close();
  await other?.database.close();
  await t?.close();
});

async function loggedInMember(): Promise<string> {
  const username = `cached_${++memberSeq}`;
  await createMember(t.services, { username, password: 'secret12' });
  return (await t.ok(member.login, { body: { username, password: 'secret12' } })).token;
}

/** Asks the second app who is behind `token`, as a client would. */
async function otherAnswer(token: string, path = member.getUser.path) {
  const response = await other.app.app.inject({
    method: 'GET',
    url: path,
    headers: { token, lang: 'en_US', 'app-version': 'h5_2.7.5' },
  });
  return response.json() as { success: boolean; code: number; error?: string };
}

async function refusedByOtherWithinASecond(token: string, path?: string): Promise<void> {
  await expect
    .poll(async () => (await otherAnswer(token, path)).error, { timeout: 1_000, interval: 50 })
    .toBe('TOKEN_INVALID');
}

describe('the member behind a token', () => {
  it('is read once: the next logged-in call issues no session statement', async () => {
    const token = await loggedInMember();
    await t.ok(member.getUser, { token });
    const statements = await statementsDuring(t.pool, () => t.ok(member.getUser, { token }));
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((text) => text.includes('member_sessions'))).toEqual([]);
  });

  it('costs the profile page one statement: the member with sponsor, coach and linked accounts', async () => {
    const token = await loggedInMember();
    await t.ok(member.memberinfo, { token });
    const statements = await statementsDuring(t.pool, () => t.ok(member.memberinfo, { token }));
    expect(statements).toHaveLength(1);
  });

  it('is refused at once after logout, in this process and the other', async () => {
    const token = await loggedInMember();
    await t.ok(member.getUser, { token });
    expect((await otherAnswer(token)).success).toBe(true);
    await t.ok(member.exit, { token });
    expect((await t.call(member.getUser, { token })).envelope).toMatchObject({ code: 502, error: 'TOKEN_INVALID' });
    await refusedByOtherWithinASecond(token);
  });

  it('is refused everywhere once an operator disables the member', async () => {
    const token = await loggedInMember();
    const user = await t.ok(member.getUser, { token });
    expect((await otherAnswer(token)).success).toBe(true);
    await t.ok(adminMembers.disable, { token: adminToken, body: { memberId: user.memberId } });
    expect((await t.call(member.getUser, { token })).envelope.error).toBe('TOKEN_INVALID');
    await refusedByOtherWithinASecond(token);
  });

  it('is refused everywhere for the other sessions after a password change', async () => {
    const token = await loggedInMember();
    const username = `cached_${memberSeq}`;
    const second = (await t.ok(member.login, { body: { username, password: 'secret12' } })).token;
    expect((await otherAnswer(second)).success).toBe(true);
    await t.ok(member.getUser, { token: second });
    await t.ok(member.updatePassword, {
      token,
      body: { password: 'newpass1', confirmPassword: 'newpass1', oldPassword: 'secret12' },
    });
    expect((await t.call(member.getUser, { token: second })).envelope.error).toBe('TOKEN_INVALID');
    await refusedByOtherWithinASecond(second);
    expect((await t.call(member.getUser, { token })).envelope.success).toBe(true);
  });
});

describe('the level behind a token', () => {
  it('is the raised one on the next call, in this process and within a second in the other', async () => {
    const token = await loggedInMember();
    const { memberId } = await t.ok(member.getUser, { token });
    const levelIn = async (app: TestApp['services']) => (await app.members.authenticate(app.db, token))?.level;
    expect(await levelIn(t.services)).toBe(1);
    expect(await levelIn(other.app.services)).toBe(1);

    const proposer = await signedInOperator(t, { username: 'level_a', password: 'Admin@123456', roles: ['operator'] });
    const approver = await signedInOperator(t, { username: 'level_b', password: 'Admin@123456', roles: ['operator'] });
    const raise = await t.ok(adminLevels.propose, {
      token: proposer,
      body: { memberId, level: 2, reason: 'Prize' },
    });
    await t.ok(adminLevels.approve, { token: approver, body: { id: raise.id } });

    expect(await levelIn(t.services)).toBe(2);
    await expect.poll(() => levelIn(other.app.services), { timeout: 1_000, interval: 50 }).toBe(2);
  });
});

describe('the operator behind a token', () => {
  it('is refused in the other process within a second of logout', async () => {
    const token = await signedInOperator(t, { username: 'cached_op', password: 'Admin@123456', roles: ['admin'] });
    expect((await otherAnswer(token, adminAuth.me.path)).success).toBe(true);
    await t.ok(adminAuth.logout, { token });
    expect((await t.call(adminAuth.me, { token })).envelope.error).toBe('TOKEN_INVALID');
    await refusedByOtherWithinASecond(token, adminAuth.me.path);
  });
});
