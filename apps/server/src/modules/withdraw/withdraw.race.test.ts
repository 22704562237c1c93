// Races: 64 applications of one member at once (one is written, the balance never goes
// negative), and one operator sending both reviews at once (never both passed).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWithdraw, withdraw } from '@mall/contracts';
import { auditLedger } from '../ledger/index.ts';
import { createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';
import { applyBody, cashOf, credentialId, demoWithdrawer, key, type Withdrawer } from './withdraw.test-support.ts';

let t: TestApp;
let v730: Withdrawer;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  v730 = await demoWithdrawer(t);
});
afterAll(() => t.close());

describe('racing withdrawals', () => {
  it('writes one of 64 concurrent applications and holds its amount once', async () => {
    const before = await cashOf(t, v730.memberId);
    const amount = (before.cash / 100).toFixed(2);
    const credentials: number[] = [];
    for (let i = 0; i < 64; i++) credentials.push(await credentialId(t, v730.token));
    const answers = await Promise.all(
      credentials.map((id) =>
        t.call(withdraw.apply, {
          body: { amount, bankCardId: v730.cardId, credentialIds: [id], idempotencyKey: key() },
          token: v730.token,
        }),
      ),
    );
    const won = answers.filter((answer) => answer.envelope.success);
    expect(won).toHaveLength(1);
    // A loser that read the balance after the winner committed is told the money is gone.
    for (const lost of answers.filter((answer) => !answer.envelope.success)) {
      expect(['WITHDRAW_OPEN_EXISTS', 'WITHDRAW_ABOVE_BALANCE']).toContain(lost.envelope.error);
    }
    const { rows } = await t.db.execute<{ n: string }>(
      sql`select count(*) as n from withdrawals where member_id = ${v730.memberId} and status = 'pending_review'`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
    expect(await cashOf(t, v730.memberId)).toEqual({ cash: 0, held: before.held + before.cash });
    expect((await auditLedger(t.db)).isClean).toBe(true);
    await t.ok(withdraw.cancel, { body: { id: won[0]!.envelope.result!.id }, token: v730.token });
    expect(await cashOf(t, v730.memberId)).toEqual(before);
  });

  it('refuses one operator both reviews even when the two requests race', async () => {
    const both = await signedInOperator(t, {
      username: 'wr_both',
      password: 'Passw0rd!x',
      roles: ['admin', 'finance'],
    });
    for (let round = 0; round < 8; round++) {
      const applied = await t.ok(withdraw.apply, { body: await applyBody(t, v730, '60'), token: v730.token });
      const [first, second] = await Promise.all([
        t.call(adminWithdraw.firstReview, { body: { id: applied.id }, token: both }),
        t.call(adminWithdraw.secondReview, { body: { id: applied.id }, token: both }),
      ]);
      expect(first.envelope.success).toBe(true);
      expect(second.envelope.success).toBe(false);
      expect(['WITHDRAW_SAME_REVIEWER', 'WITHDRAW_WRONG_STATE']).toContain(second.envelope.error);
      const seen = await t.ok(adminWithdraw.detail, { query: { id: applied.id }, token: both });
      expect(seen).toMatchObject({ status: 'first_passed', secondReviewedBy: null });
      await t.ok(adminWithdraw.reject, { body: { id: applied.id, reason: 'race round' }, token: both });
    }
  });
});
