// Operator accounts and roles under the two-person rule: one admin cannot make a second account
// to approve their own proposals, a grant waits for a second admin, an account never decides the
// proposals of the admins who made it, and racing approvals apply a change once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminLedger, adminOperators, adminSettings, type OperatorRole } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { createMember, createTestApp, demoAdminToken, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let demoAdmin: string;
let seq = 0;
const PASSWORD = 'Approver@12345';

/** An account made on the server, as `npm run operator:add` makes it: no admin granted it. */
async function consoleOperator(roles: OperatorRole[]): Promise<{ id: number; token: string }> {
  const username = `console_${++seq}`;
  const created = await withTransaction(t.db, (tx) =>
    t.services.operators.create(tx, { username, displayName: username, password: PASSWORD, roles }),
  );
  const { token } = await t.ok(adminAuth.login, { body: { username, password: PASSWORD } });
  return { id: created.id, token };
}

const login = async (username: string) =>
  (await t.ok(adminAuth.login, { body: { username, password: PASSWORD } })).token;

function credit(memberId: number, amount: string) {
  return {
    memberId,
    asset: 'CASH' as const,
    direction: 'credit' as const,
    amount,
    reasonCode: 'COMPENSATION',
    note: 'goodwill',
    idempotencyKey: randomUUID(),
  };
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  demoAdmin = await demoAdminToken(t);
});
afterAll(() => t.close());

describe('the only admin', () => {
  // The demo shop's second admin is away: disabling needs nobody's approval.
  beforeAll(async () => {
    const accounts = await t.services.operators.list(t.db);
    const idOf = (name: string) => accounts.find((one) => one.username === name)!.id;
    await withTransaction(t.db, (tx) =>
      t.services.operators.update(tx, idOf('admin'), idOf('admin_b'), { isDisabled: true }),
    );
  });

  it('cannot make a second admin to approve a raised adjustment limit and credit 1,000,000.00', async () => {
    const memberId = (await createMember(t.services, { username: 'sock_target' })).id;
    const before = (await t.services.ledger.balances(t.db, memberId)).CASH;
    const made = await t.call(adminOperators.create, {
      token: demoAdmin,
      json: true,
      body: { username: 'sock_admin', displayName: 'Sock', password: PASSWORD, roles: ['admin'] },
    });
    expect(made.status).toBe(403);
    expect(made.envelope.error).toBe('OPERATOR_NEEDS_SECOND_ADMIN');
    // Whatever else the admin tries, the large credit does not land.
    const proposal = await t.ok(adminSettings.update, {
      token: demoAdmin,
      json: true,
      body: { key: 'ledgerAdjustmentApprovalMinor', value: 1_000_000_00 },
    });
    const sock = await t.call(adminAuth.login, { body: { username: 'sock_admin', password: PASSWORD } });
    if (sock.envelope.success) {
      await t.call(adminSettings.approve, {
        token: sock.envelope.result!.token,
        body: { id: proposal.pendingChangeId! },
      });
    }
    const adjusted = await t.ok(adminLedger.adjust, { token: demoAdmin, body: credit(memberId, '1000000.00') });
    expect(adjusted.status).toBe('pending');
    expect((await t.services.ledger.balances(t.db, memberId)).CASH).toBe(before);
  });

  it('cannot grant a role to an existing account while no second admin exists', async () => {
    const staff = await consoleOperator(['identity']);
    const granted = await t.call(adminOperators.update, {
      token: demoAdmin,
      json: true,
      body: { id: staff.id, roles: ['identity', 'finance'] },
    });
    expect(granted.status).toBe(403);
    expect((await t.services.operators.get(t.db, staff.id)).roles).toEqual(['identity']);
    // Taking a role away needs nobody's approval.
    const reduced = await t.ok(adminOperators.update, {
      token: demoAdmin,
      json: true,
      body: { id: staff.id, isDisabled: true },
    });
    expect(reduced.operator?.isDisabled).toBe(true);
  });
});

describe('with two admins', () => {
  it('a new account waits for the other admin, never the proposer, and never approves for either of them', async () => {
    const [x, y] = [await consoleOperator(['admin']), await consoleOperator(['admin'])];
    const proposed = await t.ok(adminOperators.create, {
      token: x.token,
      json: true,
      body: { username: 'made_by_two', displayName: 'New finance', password: PASSWORD, roles: ['finance'] },
    });
    expect(proposed.operator).toBeNull();
    const changeId = proposed.pendingChangeId!;
    expect(
      (await t.call(adminAuth.login, { body: { username: 'made_by_two', password: PASSWORD } })).envelope.success,
    ).toBe(false);
    const own = await t.call(adminOperators.approve, { token: x.token, body: { id: changeId } });
    expect(own.status).toBe(403);
    expect(own.envelope.error).toBe('APPROVAL_OWN');
    const pending = await t.ok(adminOperators.pending, { token: y.token });
    expect(pending.find((change) => change.id === changeId)).toMatchObject({
      username: 'made_by_two',
      roles: ['finance'],
    });
    const approved = await t.ok(adminOperators.approve, { token: y.token, body: { id: changeId } });
    expect(approved.status).toBe('approved');
    const made = await login('made_by_two');

    const memberId = (await createMember(t.services, { username: 'linked_target' })).id;
    const asked = await t.ok(adminLedger.adjust, { token: x.token, body: credit(memberId, '5000.00') });
    expect(asked.status).toBe('pending');
    const linked = await t.call(adminLedger.approveAdjustment, { token: made, body: { id: asked.id } });
    expect(linked.status).toBe(403);
    expect(linked.envelope.error).toBe('APPROVAL_LINKED');
    expect((await t.ok(adminLedger.approveAdjustment, { token: y.token, body: { id: asked.id } })).status).toBe(
      'applied',
    );

    // Nor does an admin approve a role proposed for themselves.
    const forY = await t.ok(adminOperators.update, {
      token: x.token,
      json: true,
      body: { id: y.id, roles: ['admin', 'finance'] },
    });
    const self = await t.call(adminOperators.approve, { token: y.token, body: { id: forY.pendingChangeId! } });
    expect(self.envelope.error).toBe('APPROVAL_OWN');
  });

  it('takes a form body naming one role, as the original client sends it', async () => {
    const [x] = [await consoleOperator(['admin']), await consoleOperator(['admin'])];
    const proposed = await t.ok(adminOperators.create, {
      token: x.token,
      body: { username: 'one_role_form', displayName: 'Form', password: PASSWORD, roles: ['identity'] },
    });
    const pending = await t.ok(adminOperators.pending, { token: x.token });
    expect(pending.find((change) => change.id === proposed.pendingChangeId)).toMatchObject({ roles: ['identity'] });
  });

  it('an admin granted after a proposal was made cannot decide it', async () => {
    const [x, y, other] = [
      await consoleOperator(['admin']),
      await consoleOperator(['admin']),
      await consoleOperator(['admin']),
    ];
    const staff = await consoleOperator(['operator']);
    const proposal = await t.ok(adminSettings.update, {
      token: x.token,
      json: true,
      body: { key: 'reviewRewards', value: { pointsPerReview: 7 } },
    });
    const grant = await t.ok(adminOperators.update, {
      token: y.token,
      json: true,
      body: { id: staff.id, roles: ['operator', 'admin'] },
    });
    expect(grant.operator).toBeNull();
    await t.ok(adminOperators.approve, { token: other.token, body: { id: grant.pendingChangeId! } });
    const late = await t.call(adminSettings.approve, { token: staff.token, body: { id: proposal.pendingChangeId! } });
    expect(late.status).toBe(403);
    expect(late.envelope.error).toBe('APPROVAL_LINKED');
    await t.ok(adminSettings.reject, { token: other.token, body: { id: proposal.pendingChangeId! } });
  });

  it('sixteen admins approving one grant at once apply it once', async () => {
    const proposer = await consoleOperator(['admin']);
    const approvers = await Promise.all(Array.from({ length: 16 }, () => consoleOperator(['admin'])));
    const proposed = await t.ok(adminOperators.create, {
      token: proposer.token,
      json: true,
      body: { username: 'raced_finance', displayName: 'Raced', password: PASSWORD, roles: ['finance'] },
    });
    const answers = await Promise.all(
      approvers.map((approver) =>
        t.call(adminOperators.approve, { token: approver.token, body: { id: proposed.pendingChangeId! } }),
      ),
    );
    expect(answers.filter((answer) => answer.envelope.success)).toHaveLength(1);
    expect(answers.filter((answer) => answer.envelope.error === 'APPROVAL_DECIDED')).toHaveLength(15);
    const accounts = await t.ok(adminOperators.list, { token: proposer.token });
    expect(accounts.filter((account) => account.username === 'raced_finance')).toHaveLength(1);
  });
});
