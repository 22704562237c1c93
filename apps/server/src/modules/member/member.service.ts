import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CodePurpose, MemberUser } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { CacheBus } from '../../db/cache-bus.ts';
import { withTransaction, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import type { AuthMember } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { decoyPasswordHash, hashPassword, hashToken, newSessionToken, verifyPassword } from '../../lib/secrets.ts';
import { TokenCache } from '../../lib/token-cache.ts';
import type { SettingsService } from '../settings/index.ts';
import { normalizeMobile, type RateLimitService, type VerifyService } from '../verify/index.ts';
import { avatarUrl, removeAvatar, storeAvatar } from './avatar.ts';
import { LoginGuard } from './login-guard.ts';
import {
  anonymiseRow,
  applyProfilePatch,
  changePassword,
  commonInfoView,
  insertMember,
  isUsernameFree,
  moveMobile,
  proveDeletion,
  revokeSession,
  sessionOwner,
  type MemberRow,
  type NewMember,
  type ProfilePatch,
} from './member.account.ts';
import {
  adminDetailOf,
  adminSummary,
  loadMemberView,
  loadWithPeople,
  withPeopleAndReader,
  profileView,
  localisedPeople,
  memberUserView,
  ROOT_USERNAME,
  searchMembers,
  shownName,
  uniqueViolation,
  type MemberFilter,
} from './member.views.ts';
import { memberSessions, members } from './member.schema.ts';
import type { FileStore } from '../../lib/file-store.ts';

export interface MemberDeps {
  settings: SettingsService;
  verify: VerifyService;
  limits: RateLimitService;
  uploads: FileStore;
  /** How long this process trusts a token it has checked (0: check every call). */
  authCacheMs?: number;
  /** Carries ended sessions to the other server processes. */
  bus?: CacheBus;
}

export type { NewMember, ProfilePatch } from './member.account.ts';

/** The bus namespace of the members behind tokens. */
const MEMBER_TOKENS = 'auth-member';

/** The bus key that drops, in every process, what is kept of a member behind their tokens (their level). */
export function memberTokensKey(memberId: number): string {
  return `${MEMBER_TOKENS}:${TokenCache.owner(memberId)}`;
}

/** Who is behind a member token, kept AUTH_CACHE_MS per process; ended sessions drop in every process. */
function memberTokens(deps: MemberDeps): TokenCache<AuthMember, DbOrTx> {
  return new TokenCache({
    ttlMs: deps.authCacheMs ?? 0,
    ownerOf: (holder) => holder.memberId,
    namespace: MEMBER_TOKENS,
    bus: deps.bus,
  });
}

/** Who is logging in from where: the address (throttling), the known-device token, the language. */
export interface LoginClient {
  ip?: string;
  deviceToken?: string | undefined;
  locale?: Locale;
}

export class MemberService {
  private readonly sessionTtlMs: number;
  private readonly deps: MemberDeps;
  private readonly guard: LoginGuard;
  private readonly tokens: TokenCache<AuthMember, DbOrTx>;

  constructor(sessionTtlMs: number, deps: MemberDeps) {
    this.sessionTtlMs = sessionTtlMs;
    this.deps = deps;
    this.guard = new LoginGuard(deps.settings, deps.limits);
    this.tokens = memberTokens(deps);
  }

  /** Creates a member with a fresh, unique invite code (and user name when none is given). */
  async create(tx: Tx, input: NewMember): Promise<MemberRow> {
    return insertMember(tx, input);
  }

  /** The company root member, created once per database. */
  async ensureRoot(tx: Tx, password: string): Promise<MemberRow> {
    const [existing] = await tx.select().from(members).where(eq(members.username, ROOT_USERNAME));
    if (existing) return existing;
    return this.create(tx, { username: ROOT_USERNAME, nickname: 'Company', password, sponsorId: null });
  }

  async findByUsername(db: DbOrTx, username: string): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(members).where(eq(members.username, username));
    return row;
  }

  /** Whether a user name is well-formed and unused (compared without case). */
  async isUsernameAvailable(db: DbOrTx, username: string): Promise<boolean> {
    if (!/^[A-Za-z][A-Za-z0-9_]{3,31}$/.test(username)) return false;
    return isUsernameFree(db, username);
  }

  /**
   * Password login by user name or mobile; one generic failure so accounts cannot be discovered.
   * `deviceToken` is the caller's known-device token, if any; the answer carries the one to keep.
   */
  async loginWithPassword(db: DbOrTx, identifier: string, password: string, client: LoginClient = {}) {
    const { ip = 'unknown', deviceToken, locale } = client;
    const mobile = normalizeMobile(identifier, await this.deps.settings.get(db, 'mobileCountries'));
    const matchers: SQL[] = [eq(members.username, identifier), eq(members.mobile, identifier)];
    if (mobile) matchers.push(eq(members.mobile, mobile));
    const [row] = await db
      .select()
      .from(members)
      .where(and(or(...matchers), eq(members.status, 'active')));
    const knownDeviceId = row ? await this.guard.knownDevice(db, row.id, deviceToken) : null;
    const counted = await this.guard.passwordTry(db, { identifier: mobile ?? identifier, ip, knownDeviceId });
    const isValid = await verifyPassword(password, row?.passwordHash ?? (await decoyPasswordHash()));
    if (!row || !isValid) throw new AppError('LOGIN_FAILED');
    await this.guard.succeeded(db, counted);
    const session = await this.openSession(db, row, locale);
    return { ...session, deviceToken: await this.guard.remember(db, row.id, knownDeviceId, deviceToken) };
  }

  /** Code login, counted per address only (open while the password is guessed); failures answer alike. */
  async loginWithCode(db: DbOrTx, mobileInput: string, code: string, ip: string, locale?: Locale) {
    const mobile = await this.deps.verify.normalizeMobile(db, mobileInput);
    const counted = await this.guard.codeTry(db, ip);
    await this.deps.verify.consume(db, mobile, 'login', code);
    await this.guard.succeeded(db, counted);
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.mobile, mobile), eq(members.status, 'active')));
    if (!row) throw new AppError('VALIDATION', 'account.invalidCode', undefined, 'INVALID_CODE');
    return this.openSession(db, row, locale);
  }

  /**
   * Sends a one-time code. Whether the number has an account decides only whether a message goes
   * out, never the answer: register and bind codes go to free numbers, the others to members.
   */
  async requestCode(db: DbOrTx, mobileInput: string, purpose: CodePurpose, ip: string, locale: Locale) {
    const mobile = await this.deps.verify.normalizeMobile(db, mobileInput);
    const [owner] = await db.select({ status: members.status }).from(members).where(eq(members.mobile, mobile));
    const shouldDeliver = purpose === 'register' || purpose === 'bind' ? !owner : owner?.status === 'active';
    return this.deps.verify.sendCode(db, { mobile, purpose, ip, locale, shouldDeliver });
  }

  /** The active member owning an invite code. */
  async findByInviteCode(db: DbOrTx, inviteCode: string): Promise<MemberRow> {
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.inviteCode, inviteCode.toUpperCase()), eq(members.status, 'active')));
    if (!row) throw new AppError('VALIDATION', 'account.inviteCodeNotFound', undefined, 'INVITE_CODE_NOT_FOUND');
    return row;
  }

  /** Whose invite code this is, as the sign-up page shows it. */
  async inviterOf(db: DbOrTx, inviteCode: string, locale: Locale) {
    const row = await this.findByInviteCode(db, inviteCode);
    return {
      nickname: shownName(row.username, row.nickname, locale),
      inviteCode: row.inviteCode,
      headImage: avatarUrl(row.headImage, 200),
    };
  }

  /** The sponsor for a new member: the invite code's owner, else the company root. */
  async sponsorFor(tx: Tx, inviteCode: string | undefined): Promise<number> {
    if (inviteCode) return (await this.findByInviteCode(tx, inviteCode)).id;
    return (await this.ensureRoot(tx, randomBytes(24).toString('base64url'))).id;
  }

  /** Sign-up: the register code proves the number; the sponsor is fixed here for good. */
  async register(
    db: Db,
    input: { mobile: string; code: string; password: string; inviteCode?: string; username?: string },
    locale?: Locale,
  ) {
    const mobile = await this.deps.verify.normalizeMobile(db, input.mobile);
    if (input.inviteCode) await this.findByInviteCode(db, input.inviteCode);
    if (input.username && !(await isUsernameFree(db, input.username))) {
      throw new AppError('CONFLICT', 'account.usernameTaken', undefined, 'USERNAME_TAKEN');
    }
    await this.deps.verify.consume(db, mobile, 'register', input.code);
    // Hashing takes tens of milliseconds of CPU: done inside the transaction it would hold a pool
    // connection that long, and a burst of sign-ups would starve every other call.
    const passwordHash = await hashPassword(input.password);
    try {
      const row = await withTransaction(db, async (tx) =>
        this.create(tx, {
          username: input.username,
          password: input.password,
          passwordHash,
          mobile,
          sponsorId: await this.sponsorFor(tx, input.inviteCode),
        }),
      );
      return await this.openSession(db, row, locale);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      if (constraint.includes('mobile'))
        throw new AppError('CONFLICT', 'account.mobileTaken', undefined, 'MOBILE_TAKEN');
      throw new AppError('CONFLICT', 'account.usernameTaken', undefined, 'USERNAME_TAKEN');
    }
  }

  /** Issues a token valid for the session lifetime (60 days); the member's people named in `locale`. */
  async openSession(db: DbOrTx, row: MemberRow, locale?: Locale) {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + this.sessionTtlMs);
    await db.insert(memberSessions).values({ memberId: row.id, tokenHash: hashToken(token), expiresAt });
    return { token, invalidTime: expiresAt.toISOString(), user: await this.getUser(db, row.id, locale) };
  }

  /** A session for an active member (third-party login); the generic login failure otherwise. */
  async openSessionFor(db: DbOrTx, memberId: number, locale?: Locale) {
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.status, 'active')));
    if (!row) throw new AppError('LOGIN_FAILED');
    return this.openSession(db, row, locale);
  }

  /** The member behind a token, or null when unknown, expired, revoked, or the member is not active. */
  async authenticate(db: DbOrTx, token: string): Promise<AuthMember | null> {
    return this.tokens.lookup(token, () => sessionOwner(db, token));
  }

  /** The member as every profile call answers it, with sponsor and coach names (the root's in `locale`). */
  async getUser(db: DbOrTx, memberId: number, locale?: Locale): Promise<MemberUser> {
    const { member, ...people } = await loadMemberView(db, memberId);
    return memberUserView(member, localisedPeople(people, locale));
  }

  /** The short member card every page may show; a guest gets the spec's placeholder (memberId 0, "Customer"). */
  async commonInfo(db: DbOrTx, memberId: number | null, locale: Locale) {
    return commonInfoView(memberId === null ? null : await this.getUser(db, memberId, locale), locale);
  }

  /**
   * The profile page's reader; `extra` is a column another module reads in the same statement (see
   * profileView). Built once: the page is asked often and each call then only binds the member.
   */
  profileReader<T>(db: Db, extra: SQL<T>) {
    const load = withPeopleAndReader(db, 'member_profile', extra);
    return async (memberId: number, locale: Locale) => profileView(await load(memberId), locale);
  }

  /** Changes profile fields of one member; a taken user name is a conflict. */
  async updateProfile(db: DbOrTx, memberId: number, patch: ProfilePatch, locale?: Locale): Promise<MemberUser> {
    await applyProfilePatch(db, memberId, patch);
    return this.getUser(db, memberId, locale);
  }

  /** Sets one of the member's on/off preferences and answers its value. */
  async setPreference(
    db: DbOrTx,
    memberId: number,
    name: 'personalizedRecommendation' | 'homepagePacerAlert',
    enabled: boolean | undefined,
  ): Promise<{ enabled: boolean }> {
    if (enabled !== undefined)
      await db
        .update(members)
        .set({ [name]: enabled })
        .where(eq(members.id, memberId));
    const [row] = await db.select({ enabled: members[name] }).from(members).where(eq(members.id, memberId));
    return { enabled: row?.enabled ?? false };
  }

  /** Names a coach by invite code; the sponsor stays as it was. */
  async setCoach(db: DbOrTx, memberId: number, inviteCode: string, locale?: Locale): Promise<MemberUser> {
    const coach = await this.findByInviteCode(db, inviteCode);
    if (coach.id === memberId) throw new AppError('VALIDATION', 'account.coachSelf');
    await db.update(members).set({ coachId: coach.id }).where(eq(members.id, memberId));
    return this.getUser(db, memberId, locale);
  }

  /** Replaces the avatar with a re-encoded upload and removes the old files. */
  async updateHeadImage(db: DbOrTx, memberId: number, image: Buffer): Promise<MemberUser> {
    const prefix = await storeAvatar(this.deps.uploads, memberId, image);
    const [before] = await db.select({ headImage: members.headImage }).from(members).where(eq(members.id, memberId));
    await db.update(members).set({ headImage: prefix }).where(eq(members.id, memberId));
    await removeAvatar(this.deps.uploads, before?.headImage ?? null);
    return this.getUser(db, memberId);
  }

  /** Changes the password (old one, throttled like logins, or a reset code); ends every other session. */
  async updatePassword(db: Db, memberId: number, input: Parameters<typeof changePassword>[3], sessionId: number) {
    const counted = input.code === undefined ? await this.guard.oldPasswordTry(db, memberId, sessionId) : [];
    await changePassword(this.deps.verify, db, memberId, input, sessionId);
    await this.guard.succeeded(db, counted);
    await this.tokens.ended(db, TokenCache.owner(memberId));
  }

  /** Moves the member to a new mobile number proven by a bind code sent to it. */
  async bindMobile(db: DbOrTx, memberId: number, mobileInput: string, code: string): Promise<MemberUser> {
    await moveMobile(this.deps.verify, db, memberId, mobileInput, code);
    return this.getUser(db, memberId);
  }

  /** Checks the proof for deleting an account: a delete code to the own mobile, or the password when none is bound. */
  async proveDeletion(db: DbOrTx, memberId: number, proof: { code?: string; password?: string }): Promise<void> {
    await proveDeletion(this.deps.verify, db, memberId, proof);
  }

  /** Anonymises a member and revokes every session; answers the avatar prefix to remove after commit. */
  async anonymise(tx: Tx, memberId: number): Promise<string | null> {
    const previousAvatar = await anonymiseRow(tx, memberId);
    await this.revokeAll(tx, memberId);
    return previousAvatar;
  }

  /** Removes avatar files after a deletion has committed. */
  async removeAvatarFiles(prefix: string | null): Promise<void> {
    await removeAvatar(this.deps.uploads, prefix);
  }

  /** Revokes every open session of a member. */
  async revokeAll(tx: Tx, memberId: number): Promise<void> {
    await tx
      .update(memberSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
    await this.guard.forget(tx, memberId);
    await this.tokens.ended(tx, TokenCache.owner(memberId));
  }

  /** Revokes one session token. */
  async exit(db: DbOrTx, sessionId: number): Promise<void> {
    await revokeSession(db, sessionId);
    await this.tokens.ended(db, TokenCache.session(sessionId));
  }

  /** Back-office search by user name, mobile or invite code, newest first. */
  async search(db: DbOrTx, filter: MemberFilter) {
    return searchMembers(db, filter);
  }

  /** One member for the back office, with the sessions that still work. */
  async adminDetail(db: DbOrTx, memberId: number) {
    return adminDetailOf(db, memberId);
  }

  /**
   * Disables or re-enables a member. Disabling ends every session for good: enabling again does
   * not bring old tokens back. Answers before and after.
   */
  async setStatus(tx: Tx, memberId: number, status: 'active' | 'disabled') {
    const [row] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
    if (!row || row.status === 'deleted' || row.username === ROOT_USERNAME) throw new AppError('NOT_FOUND');
    await tx.update(members).set({ status }).where(eq(members.id, memberId));
    if (status === 'disabled') await this.revokeAll(tx, memberId);
    const after = await loadWithPeople(tx, memberId);
    return { before: { status: row.status }, after: { status }, summary: adminSummary(after) };
  }
}
