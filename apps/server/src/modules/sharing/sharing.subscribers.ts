// What the sharing module does when other modules' events arrive.
import { subscriber, type AnySubscriber } from '../events/index.ts';
import type { SharingService } from './sharing.service.ts';

/**
 * An attributed order's MP activated: its sharer is paid the products' cashback. The ledger key is
 * the order's, so a replayed or redelivered event pays once.
 */
export function sharingSubscribers(sharing: SharingService): AnySubscriber[] {
  return [
    subscriber({
      name: 'sharing.cashback',
      topic: 'order.mp_activated',
      handle: async ({ tx }, { payload }) => {
        await sharing.payCashback(tx, payload.orderId);
      },
    }),
  ];
}
