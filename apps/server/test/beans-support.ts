// Shared steps of the beans-market tests: members related by sponsorship, signed in, with beans.
import { randomUUID } from 'node:crypto';
import { beans, member } from '@mall/contracts';
import { withTransaction } from '../src/db/client.ts';
import { DEMO_MEMBER_PASSWORD } from '../src/seed/demo.ts';
import type { TestApp } from './harness.ts';
import { credit } from './orders-support.ts';

export interface Trader {
  memberId: number;
  token: string;
  inviteCode: string;
  mobile: string;
}

let seq = 0;

/** A new member under `sponsorId` (the company root when null), signed in. */
export async function trader(t: TestApp, level: number, sponsorId: number | null = null): Promise<Trader> {
  seq += 1;
  const username = `bt${process.pid}x${seq}${randomUUID().slice(0, 6)}`;
  const mobile = `08${String(Date.now() % 100_000_000)
    .padStart(8, '0')
    .slice(0, 6)}${String(seq).padStart(2, '0')}`;
  const row = await withTransaction(t.db, async (tx) => {
    const root = await t.services.members.ensureRoot(tx, randomUUID());
    return t.services.members.create(tx, {
      username,
      password: DEMO_MEMBER_PASSWORD,
      mobile,
      sponsorId: sponsorId ?? root.id,
      level,
    });
  });
  const session = await t.ok(member.login, { body: { username, password: DEMO_MEMBER_PASSWORD } });
  return { memberId: row.id, token: session.token, inviteCode: row.inviteCode, mobile: row.mobile ?? mobile };
}

/** A VIP seller with `beansMinor` beans and a friend they invited. */
export async function sellerAndFriend(t: TestApp, beansMinor = 50_000) {
  const seller = await trader(t, 2);
  await credit(t, seller.memberId, 'BEANS', beansMinor);
  const friend = await trader(t, 1, seller.memberId);
  return { seller, friend };
}

export const key = () => `k-${randomUUID()}`;

/** The seller offers `beans` at `price` to the buyer named by invite code. */
export function sell(t: TestApp, seller: Trader, buyer: Trader, amounts = { beans: '100', price: '1.50' }) {
  return t.call(beans.sellCreate, {
    body: { buyer: buyer.inviteCode, ...amounts, idempotencyKey: key() },
    token: seller.token,
  });
}
