import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { CodePurpose } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import { withTransaction, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import type { SettingsService } from '../settings/index.ts';
import { normalizeMobile } from './phone.ts';
import type { RateLimitService } from './rate-limit.service.ts';
import { HttpSmsProvider, OutboxSmsProvider, type SmsProvider } from './sms.ts';
import { smsOutbox, verifyCodes } from './verify.schema.ts';

function hashCode(code: string, salt: string): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function matches(code: string, stored: string): boolean {
  const [salt] = stored.split('$');
  const actual = Buffer.from(hashCode(code, salt ?? ''));
  const expected = Buffer.from(stored);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface SendCodeRequest {
  mobile: string;
  purpose: CodePurpose;
  ip: string;
  locale: Locale;
  /** False when the number may not receive this kind of code: the caller still gets the same answer. */
  shouldDeliver: boolean;
}

export interface VerifyOptions {
  isProduction: boolean;
  /** Development only: the SMS gateway may live on this machine or a private network. */
  allowPrivateUrls: boolean;
  /** The server log: the development outbox also prints each code there. */
  log: (line: string) => void;
}

export class VerifyService {
  private readonly settings: SettingsService;
  private readonly limits: RateLimitService;
  private readonly options: VerifyOptions;

  constructor(settings: SettingsService, limits: RateLimitService, options: VerifyOptions) {
    this.settings = settings;
    this.limits = limits;
    this.options = options;
  }

  /** The E.164 form of a number valid in the configured countries; a 400 naming `field` otherwise. */
  async normalizeMobile(db: DbOrTx, input: string, field = 'mobile'): Promise<string> {
    const normalized = normalizeMobile(input, await this.settings.get(db, 'mobileCountries'));
    if (!normalized) throw new ValidationFailure([{ code: 'custom', path: [field], message: 'INVALID_MOBILE' }]);
    return normalized;
  }

  /** The provider in force: always the HTTP gateway in production, else as configured. */
  async provider(db: DbOrTx): Promise<SmsProvider> {
    const config = await this.settings.get(db, 'smsProvider');
    return this.options.isProduction || config.kind === 'http'
      ? new HttpSmsProvider(config, this.options.allowPrivateUrls)
      : new OutboxSmsProvider(db, this.options.log);
  }

  /**
   * Applies the send limits (per IP, per-number cool-down, per-number daily), then issues and
   * delivers a fresh code when `shouldDeliver`; the answer never depends on it.
   */
  async sendCode(db: Db, request: SendCodeRequest) {
    const limits = await this.settings.get(db, 'accountLimits');
    await this.limits.enforce(db, `sms:ip:${request.ip}`, limits.smsPerIpPerHour, 3600);
    await this.limits.enforce(db, `sms:cooldown:${request.mobile}`, 1, limits.smsCooldownSeconds);
    await this.limits.enforce(db, `sms:day:${request.mobile}`, limits.smsPerMobilePerDay, 86_400);
    const answer = {
      mobile: request.mobile,
      expiresInSeconds: limits.codeTtlSeconds,
      resendInSeconds: limits.smsCooldownSeconds,
    };
    if (!request.shouldDeliver) return answer;

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await withTransaction(db, async (tx) => {
      // A new code replaces any earlier one of the same kind.
      await tx
        .update(verifyCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(verifyCodes.mobile, request.mobile),
            eq(verifyCodes.purpose, request.purpose),
            isNull(verifyCodes.usedAt),
          ),
        );
      await tx.insert(verifyCodes).values({
        mobile: request.mobile,
        purpose: request.purpose,
        codeHash: hashCode(code, randomBytes(12).toString('base64url')),
        expiresAt: sql`now() + make_interval(secs => ${limits.codeTtlSeconds})`,
      });
    });
    const minutes = Math.round(limits.codeTtlSeconds / 60);
    const text = translate(request.locale, 'account.smsText', { code, minutes });
    await (await this.provider(db)).send({ mobile: request.mobile, purpose: request.purpose, code, text, minutes });
    return answer;
  }

  /**
   * Takes one try at the live code: each try is counted before comparing, atomically, so no
   * number of parallel guesses gets more than the allowed tries. Returns the code's id on a match.
   */
  private async attempt(db: DbOrTx, mobile: string, purpose: CodePurpose, code: string): Promise<number> {
    const { codeMaxAttempts } = await this.settings.get(db, 'accountLimits');
    const [live] = await db
      .select({ id: verifyCodes.id })
      .from(verifyCodes)
      .where(and(eq(verifyCodes.mobile, mobile), eq(verifyCodes.purpose, purpose), isNull(verifyCodes.usedAt)))
      .orderBy(desc(verifyCodes.createdAt))
      .limit(1);
    if (!live) throw new AppError('VALIDATION', 'account.invalidCode', undefined, 'INVALID_CODE');
    const [row] = await db
      .update(verifyCodes)
      .set({ attempts: sql`${verifyCodes.attempts} + 1` })
      .where(
        and(
          eq(verifyCodes.id, live.id),
          isNull(verifyCodes.usedAt),
          gt(verifyCodes.expiresAt, sql`now()`),
          lt(verifyCodes.attempts, codeMaxAttempts),
        ),
      )
      .returning({ id: verifyCodes.id, codeHash: verifyCodes.codeHash });
    if (!row || !matches(code, row.codeHash)) {
      throw new AppError('VALIDATION', 'account.invalidCode', undefined, 'INVALID_CODE');
    }
    return row.id;
  }

  /** Checks a code without spending it; a wrong try still counts toward burning it. */
  async check(db: DbOrTx, mobile: string, purpose: CodePurpose, code: string): Promise<void> {
    const id = await this.attempt(db, mobile, purpose, code);
    // A right answer gives its try back, so checking first does not shorten the real use.
    await db
      .update(verifyCodes)
      .set({ attempts: sql`greatest(${verifyCodes.attempts} - 1, 0)` })
      .where(eq(verifyCodes.id, id));
  }

  /** Spends a code: it works once, within its lifetime, before too many wrong tries. */
  async consume(db: DbOrTx, mobile: string, purpose: CodePurpose, code: string): Promise<void> {
    const id = await this.attempt(db, mobile, purpose, code);
    const [spent] = await db
      .update(verifyCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(verifyCodes.id, id), isNull(verifyCodes.usedAt)))
      .returning({ id: verifyCodes.id });
    if (!spent) throw new AppError('VALIDATION', 'account.invalidCode', undefined, 'INVALID_CODE');
  }

  /** The latest outbox messages for a number, newest first (development only). */
  async outbox(db: DbOrTx, mobile: string) {
    const rows = await db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
      .limit(20);
    return rows.map((row) => ({
      mobile: row.mobile,
      type: row.purpose,
      code: row.code,
      text: row.text,
      sentAt: row.sentAt.toISOString(),
    }));
  }
}
