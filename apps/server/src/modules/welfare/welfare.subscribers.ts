// What the welfare module does when a member's level rises.
import { subscriber, type AnySubscriber } from '../events/index.ts';
import { WelfareService } from './welfare.service.ts';

/**
 * The first rise to level 2 or more (1→2, or straight 1→3) grants the VIP welfare; a later rise
 * (2→3) grants nothing. The grant is keyed by the member, so a replayed event grants once.
 */
export function welfareSubscribers(welfare: WelfareService): AnySubscriber[] {
  return [
    subscriber({
      name: 'welfare.vip-grant',
      topic: 'member.level_raised',
      handle: async ({ tx }, { payload, createdAt }) => {
        if (!WelfareService.isFirstVip(payload.fromLevel, payload.level)) return;
        await welfare.grant(tx, payload.memberId, payload.level, createdAt);
      },
    }),
  ];
}
