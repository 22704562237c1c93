// Throttling of secret checks (member and operator passwords, login codes) that an attacker
// cannot turn against the owner. Only failures add up: every try is counted before the secret
// is compared (so parallel guesses cannot slip past) and a right one is given back. Guesses are
// counted per (account, address) pair, so one address cannot lock an account for everyone; a
// slower account-wide counter stops guessing spread over many addresses; and a device that has
// logged in to the account before is counted on its own, so the owner keeps getting in.
import type { DbOrTx } from '../../db/client.ts';
import type { SettingsService } from '../settings/index.ts';
import type { RateLimitService } from './rate-limit.service.ts';

const PAIR_WINDOW_SECONDS = 15 * 60;
/** The account-wide counter allows this many times the pair limit, over an hour. */
const ACCOUNT_FACTOR = 5;
const ACCOUNT_WINDOW_SECONDS = 60 * 60;

/** Whose logins a counter belongs to: members (`login`) or back-office operators (`oplogin`). */
export type LoginScope = 'login' | 'oplogin';

export interface LoginTry {
  /** The user name or normalised mobile the caller typed, compared without case. */
  identifier: string;
  ip: string;
  /** The caller's known device for this account, when its device token belongs to it. */
  knownDeviceId: number | null;
}

/** One fixed-window counter a try is counted on. */
export interface Counter {
  key: string;
  limit: number;
  windowSeconds: number;
}

export class LoginThrottle {
  private readonly settings: SettingsService;
  private readonly limits: RateLimitService;

  constructor(settings: SettingsService, limits: RateLimitService) {
    this.settings = settings;
    this.limits = limits;
  }

  /** A password login: the device's own counter, else the address, pair and account counters. */
  async passwordTry(db: DbOrTx, scope: LoginScope, attempt: LoginTry): Promise<Counter[]> {
    const limits = await this.settings.get(db, 'accountLimits');
    const perAccount = limits.loginPerIdentifierPer15Min;
    if (attempt.knownDeviceId !== null) {
      return [
        { key: `${scope}:device:${attempt.knownDeviceId}`, limit: perAccount, windowSeconds: PAIR_WINDOW_SECONDS },
      ];
    }
    const identifier = attempt.identifier.toLowerCase();
    return [
      { key: `${scope}:ip:${attempt.ip}`, limit: limits.loginPerIpPer15Min, windowSeconds: PAIR_WINDOW_SECONDS },
      { key: `${scope}:pair:${identifier}:${attempt.ip}`, limit: perAccount, windowSeconds: PAIR_WINDOW_SECONDS },
      { key: `${scope}:id:${identifier}`, limit: perAccount * ACCOUNT_FACTOR, windowSeconds: ACCOUNT_WINDOW_SECONDS },
    ];
  }

  /**
   * A code login: only the address counter. Guessing a code is bounded by the code itself (a few
   * tries, then it is dead), so password guesses against the account never hold its owner's code.
   */
  async codeTry(db: DbOrTx, scope: LoginScope, ip: string): Promise<Counter[]> {
    const limits = await this.settings.get(db, 'accountLimits');
    return [{ key: `${scope}:ip:${ip}`, limit: limits.loginPerIpPer15Min, windowSeconds: PAIR_WINDOW_SECONDS }];
  }

  /**
   * A password check inside a session (changing the password): counted per session and, more
   * slowly, per account, so a stolen session cannot guess the password without limit.
   */
  async sessionTry(db: DbOrTx, scope: string, accountId: number, sessionId: number): Promise<Counter[]> {
    const perAccount = (await this.settings.get(db, 'accountLimits')).loginPerIdentifierPer15Min;
    return [
      { key: `${scope}:session:${sessionId}`, limit: perAccount, windowSeconds: PAIR_WINDOW_SECONDS },
      { key: `${scope}:id:${accountId}`, limit: perAccount * ACCOUNT_FACTOR, windowSeconds: ACCOUNT_WINDOW_SECONDS },
    ];
  }

  /** Counts one try on every counter; throws RATE_LIMITED when one of them is over its limit. */
  async begin(db: DbOrTx, counters: Counter[]): Promise<void> {
    for (const { key, limit, windowSeconds } of counters) await this.limits.enforce(db, key, limit, windowSeconds);
  }

  /** After a right secret: gives the try back on every counter, so only failures add up. */
  async succeeded(db: DbOrTx, counters: Counter[]): Promise<void> {
    for (const { key } of counters) await this.limits.refund(db, key);
  }
}
