// Login throttling that an attacker cannot turn against the account owner. Wrong guesses are
// counted per (account, IP) pair, so guesses from one address do not lock the account for
// everyone; a slower account-wide counter still stops guessing spread over many addresses;
// and a browser that has logged in to the account before (a known device) is throttled only
// on its own counter, so the owner's right password keeps working during an attack.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hashToken, newSessionToken } from '../../lib/secrets.ts';
import type { SettingsService } from '../settings/index.ts';
import type { RateLimitService } from '../verify/index.ts';
import { memberDevices } from './member.schema.ts';

const PAIR_WINDOW_SECONDS = 15 * 60;
/** The account-wide counter allows this many times the pair limit, over an hour. */
const ACCOUNT_FACTOR = 5;
const ACCOUNT_WINDOW_SECONDS = 60 * 60;

export interface LoginTry {
  /** The user name or normalised mobile the caller typed, compared without case. */
  identifier: string;
  ip: string;
  /** The member's id when the caller's device token belongs to that member. */
  knownDeviceId: number | null;
}

/** The device counter for a known device; otherwise the (account, address) and account counters. */
function accountKeys(attempt: LoginTry): [string | null, string | null, string | null] {
  if (attempt.knownDeviceId !== null) return [`login:device:${attempt.knownDeviceId}`, null, null];
  const identifier = attempt.identifier.toLowerCase();
  return [null, `login:pair:${identifier}:${attempt.ip}`, `login:id:${identifier}`];
}

export class LoginGuard {
  private readonly settings: SettingsService;
  private readonly limits: RateLimitService;

  constructor(settings: SettingsService, limits: RateLimitService) {
    this.settings = settings;
    this.limits = limits;
  }

  /** Counts one try; throws RATE_LIMITED when a counter that applies to it is over its limit. */
  async throttle(db: DbOrTx, attempt: LoginTry): Promise<void> {
    const limits = await this.settings.get(db, 'accountLimits');
    const perAccount = limits.loginPerIdentifierPer15Min;
    const [device, pair, account] = accountKeys(attempt);
    if (device) {
      await this.limits.enforce(db, device, perAccount, PAIR_WINDOW_SECONDS);
      return;
    }
    await this.limits.enforce(db, `login:ip:${attempt.ip}`, limits.loginPerIpPer15Min, PAIR_WINDOW_SECONDS);
    await this.limits.enforce(db, pair!, perAccount, PAIR_WINDOW_SECONDS);
    await this.limits.enforce(db, account!, perAccount * ACCOUNT_FACTOR, ACCOUNT_WINDOW_SECONDS);
  }

  /**
   * After a right password or code: gives the try back on the account's counters, so only
   * failures add up and an owner logging in often is never throttled by their own logins.
   */
  async succeeded(db: DbOrTx, attempt: LoginTry): Promise<void> {
    for (const key of accountKeys(attempt)) if (key) await this.limits.refund(db, key);
  }

  /** The device's id when `token` was issued to `memberId`, else null. */
  async knownDevice(db: DbOrTx, memberId: number, token: string | undefined): Promise<number | null> {
    if (!token || token.length > 200) return null;
    const [row] = await db
      .update(memberDevices)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(memberDevices.tokenHash, hashToken(token)), eq(memberDevices.memberId, memberId)))
      .returning({ id: memberDevices.id });
    return row?.id ?? null;
  }

  /** After a successful login: the device token to keep (a fresh one when the device is new). */
  async remember(db: DbOrTx, memberId: number, knownDeviceId: number | null, token: string | undefined) {
    if (knownDeviceId !== null && token) return token;
    const fresh = newSessionToken();
    await db.insert(memberDevices).values({ memberId, tokenHash: hashToken(fresh) });
    return fresh;
  }

  /** Forgets every device of a member (account disabled or deleted). */
  async forget(db: DbOrTx, memberId: number): Promise<void> {
    await db.delete(memberDevices).where(eq(memberDevices.memberId, memberId));
  }
}
