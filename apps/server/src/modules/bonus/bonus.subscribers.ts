// What the bonus module does when orders' events arrive: each handler runs in the delivery's
// transaction and is keyed by the order, so a redelivered event pays and grants once.
import { subscriber, type AnySubscriber } from '../events/index.ts';
import type { BonusService } from './bonus.service.ts';

export function bonusSubscribers(bonus: BonusService): AnySubscriber[] {
  return [
    subscriber({
      name: 'bonus.pay-order',
      topic: 'order.mp_activated',
      handle: async ({ tx }, { payload }) => {
        await bonus.orders.onMpActivated(tx, payload);
      },
    }),
    subscriber({
      name: 'bonus.grant-credit',
      topic: 'order.paid',
      handle: async ({ tx }, { payload }) => {
        await bonus.orders.onOrderPaid(tx, payload);
      },
    }),
  ];
}
