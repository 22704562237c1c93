// What the member module does when other modules' events arrive.
import { subscriber, type AnySubscriber } from '../events/index.ts';
import type { MemberBuyers } from './member.buyers.ts';

/** A paid set grants its level to the member it was bought for; levels only rise, so a repeat changes nothing. */
export function memberSubscribers(buyers: MemberBuyers): AnySubscriber[] {
  return [
    subscriber({
      name: 'member.set-level',
      topic: 'order.paid',
      handle: async ({ tx }, { payload }) => {
        if (!payload.grantsLevel) return;
        const cause = { causeKind: 'set_order', causeId: payload.orderId, at: new Date(payload.at) } as const;
        await buyers.raiseLevel(tx, payload.beneficiaryId, payload.grantsLevel, cause);
      },
    }),
  ];
}
