// Leg volumes without a whole order: an `order.mp_activated` event published for a member and
// relayed, which carries its MP up the placement tree as an activated order would.
import { withTransaction } from '../src/db/client.ts';
import { publish } from '../src/modules/events/index.ts';
import { relayOnce } from '../src/workflows/relay-events.ts';
import type { TestApp } from './harness.ts';

/** Publishes and relays one MP activation; `orderId` far from the shop's own orders. */
export async function activateMp(t: TestApp, orderId: number, memberId: number, rewardMp: number): Promise<void> {
  await withTransaction(t.db, (tx) =>
    publish(tx, 'order.mp_activated', String(orderId), {
      orderId,
      memberId,
      payerId: memberId,
      rewardMp,
      at: new Date().toISOString(),
    }),
  );
  await relayOnce(t.services);
}
