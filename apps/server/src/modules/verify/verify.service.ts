import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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
   * Takes one try at the live code in one statement: the code row is locked while the stored
   * hash is compared (in SQL), a wrong try is counted, and a right one spends the code when
   * `spend`. Concurrent tries on one code are therefore taken one after another: no number of
   * parallel guesses gets more than `codeMaxAttempts` comparisons, every right check while the
   * code lives succeeds, and of several right spends exactly one does.
   */
  private async attempt(db: DbOrTx, mobile: string, purpose: CodePurpose, code: string, spend: boolean) {
    const { codeMaxAttempts } = await this.settings.get(db, 'accountLimits');
    // The stored form is `salt$sha256hex(salt:code)` (hashCode above).
    const matched = sql`verify_codes.code_hash = split_part(verify_codes.code_hash, '$', 1) || '$' || encode(
      sha256(convert_to(split_part(verify_codes.code_hash, '$', 1) || ':' || ${code}::text, 'UTF8')), 'hex')`;
    const result = await db.execute<{ matched: boolean }>(sql`
      update verify_codes set
        attempts = verify_codes.attempts + case when ${matched} then 0 else 1 end,
        used_at = case when ${matched} and ${spend}::boolean then now() else verify_codes.used_at end
      where verify_codes.id = (
          select id from verify_codes
          where mobile = ${mobile} and purpose = ${purpose} and used_at is null
          order by created_at desc limit 1)
        and verify_codes.used_at is null
        and verify_codes.expires_at > now()
        and verify_codes.attempts < ${codeMaxAttempts}
      returning ${matched} as matched`);
    if (result.rows[0]?.matched !== true) {
      throw new AppError('VALIDATION', 'account.invalidCode', undefined, 'INVALID_CODE');
    }
  }

  /** Checks a code without spending it; a wrong try counts toward burning it, a right one does not. */
  async check(db: DbOrTx, mobile: string, purpose: CodePurpose, code: string): Promise<void> {
    await this.attempt(db, mobile, purpose, code, false);
  }

  /** Spends a code: it works once, within its lifetime, before too many wrong tries. */
  async consume(db: DbOrTx, mobile: string, purpose: CodePurpose, code: string): Promise<void> {
    await this.attempt(db, mobile, purpose, code, true);
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
