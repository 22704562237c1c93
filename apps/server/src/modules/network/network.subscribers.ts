// What the network does when other modules' events arrive: place a new member, and add an
// activated order's MP up the tree. Both are idempotent, so a redelivered event changes nothing.
import { subscriber, type AnySubscriber } from '../events/index.ts';
import type { NetworkService } from './network.service.ts';

export function networkSubscribers(network: NetworkService): AnySubscriber[] {
  return [
    subscriber({
      name: 'network.place-member',
      topic: 'member.registered',
      handle: async ({ tx }, { payload }) => {
        await network.place(tx, payload.memberId);
      },
    }),
    subscriber({
      name: 'network.add-volume',
      topic: 'order.mp_activated',
      handle: async ({ tx }, { payload }) => {
        if (payload.rewardMp <= 0) return;
        const { orderId, memberId, rewardMp } = payload;
        await network.creditActivation(tx, { orderId, memberId, rewardMp, at: new Date(payload.at) });
      },
    }),
  ];
}
