// How many wrong gift-card codes a member and an address may try. A fast window stops a burst; a
// daily one bounds patient guessing (at most 30 a day per member: 10,000 guesses take a year,
// against 2^75 codes). The address counter stops one machine guessing through many accounts.
const FAST_WINDOW_SECONDS = 15 * 60;
const DAY_SECONDS = 24 * 60 * 60;

export const REDEEM_LIMITS = {
  memberFast: 10,
  memberDaily: 30,
  addressFast: 30,
  addressDaily: 100,
} as const;

/** One fixed-window counter a try is counted on. */
export interface Counter {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The counters of one redemption try, the fast ones first: counting stops at the first refusal,
 * so a blocked guess costs one statement and does not eat into the slower windows.
 */
export function redeemCounters(memberId: number, ip: string): Counter[] {
  return [
    { key: `giftcard:member:${memberId}`, limit: REDEEM_LIMITS.memberFast, windowSeconds: FAST_WINDOW_SECONDS },
    { key: `giftcard:ip:${ip}`, limit: REDEEM_LIMITS.addressFast, windowSeconds: FAST_WINDOW_SECONDS },
    { key: `giftcard:member-day:${memberId}`, limit: REDEEM_LIMITS.memberDaily, windowSeconds: DAY_SECONDS },
    { key: `giftcard:ip-day:${ip}`, limit: REDEEM_LIMITS.addressDaily, windowSeconds: DAY_SECONDS },
  ];
}
