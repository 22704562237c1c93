// Members' side of the login throttle (the counters are the verify module's `LoginThrottle`): a
// browser that has logged in to the account before (a known device) is counted only on its own
// counter, so the owner's right password keeps working while others guess.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hashToken, newSessionToken } from '../../lib/secrets.ts';
import type { SettingsService } from '../settings/index.ts';
import { LoginThrottle, type Counter, type LoginTry, type RateLimitService } from '../verify/index.ts';
import { memberDevices } from './member.schema.ts';

export type { LoginTry } from '../verify/index.ts';

export class LoginGuard {
  private readonly throttle: LoginThrottle;

  constructor(settings: SettingsService, limits: RateLimitService) {
    this.throttle = new LoginThrottle(settings, limits);
  }

  /** Counts one password login; throws RATE_LIMITED when a counter that applies to it is full. */
  async passwordTry(db: DbOrTx, attempt: LoginTry): Promise<Counter[]> {
    const counters = await this.throttle.passwordTry(db, 'login', attempt);
    await this.throttle.begin(db, counters);
    return counters;
  }

  /** Counts one code login, on the address only: password guesses never hold the owner's code. */
  async codeTry(db: DbOrTx, ip: string): Promise<Counter[]> {
    const counters = await this.throttle.codeTry(db, 'login', ip);
    await this.throttle.begin(db, counters);
    return counters;
  }

  /** Counts one check of the old password inside a session (a password change). */
  async oldPasswordTry(db: DbOrTx, memberId: number, sessionId: number): Promise<Counter[]> {
    const counters = await this.throttle.sessionTry(db, 'oldpassword', memberId, sessionId);
    await this.throttle.begin(db, counters);
    return counters;
  }

  /**
   * After a right password or code: gives the try back, so only failures add up and an owner
   * logging in often (or many members behind one carrier address) is never throttled by it.
   */
  async succeeded(db: DbOrTx, counters: Counter[]): Promise<void> {
    await this.throttle.succeeded(db, counters);
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
