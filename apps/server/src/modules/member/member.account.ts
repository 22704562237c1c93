// The changes a member makes to their own record, and the reads behind sessions: plain functions
// the member service delegates to, so the service stays a readable list of what members can do.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { MemberUser } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import { withTransaction, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import type { AuthMember } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { hashPassword, hashToken, verifyPassword } from '../../lib/secrets.ts';
import { publish } from '../events/index.ts';
import { normalizeMobile, type VerifyService } from '../verify/index.ts';
import { FALLBACK_COUNTRIES, newInviteCode, newUsername, uniqueViolation } from './member.views.ts';
import { memberSessions, members } from './member.schema.ts';

export type MemberRow = typeof members.$inferSelect;

export interface NewMember {
  /** Generated when absent. */
  username?: string;
  password: string;
  /** The password already hashed, so a caller can do the slow hashing before it opens its transaction. */
  passwordHash?: string;
  mobile?: string | null;
  nickname?: string;
  sponsorId: number | null;
  level?: number;
  language?: number;
}

export type ProfilePatch = Partial<
  Pick<MemberRow, 'username' | 'nickname' | 'sex' | 'birthday' | 'email' | 'language'>
>;

export async function isUsernameFree(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`);
  return !row;
}

/** Inserts a member with a fresh, unique invite code (and user name when none is given). */
export async function insertMember(tx: Tx, input: NewMember): Promise<MemberRow> {
  const passwordHash = input.passwordHash ?? (await hashPassword(input.password));
  const mobile = input.mobile ? (normalizeMobile(input.mobile, FALLBACK_COUNTRIES) ?? input.mobile) : null;
  for (let attempt = 0; attempt < 10; attempt++) {
    const username = input.username ?? newUsername();
    if (!input.username && !(await isUsernameFree(tx, username))) continue;
    const [row] = await tx
      .insert(members)
      .values({
        username,
        mobile,
        passwordHash,
        nickname: input.nickname ?? username,
        inviteCode: newInviteCode(),
        sponsorId: input.sponsorId,
        level: input.level ?? 1,
        language: input.language ?? 1,
      })
      .onConflictDoNothing({ target: members.inviteCode })
      .returning();
    if (row) {
      // The network places the member from this event, so sign-up never waits on the tree.
      const payload = { memberId: row.id, sponsorId: row.sponsorId, at: row.createdAt.toISOString() };
      await publish(tx, 'member.registered', String(row.id), payload);
      return row;
    }
  }
  throw new Error('Could not find a free invite code');
}

/** The member behind a token, or null when unknown, expired, revoked, or the member is not active. */
export async function sessionOwner(db: DbOrTx, token: string): Promise<AuthMember | null> {
  const [row] = await db
    .select({ sessionId: memberSessions.id, memberId: members.id, level: members.level })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, hashToken(token)),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, sql`now()`),
        eq(members.status, 'active'),
      ),
    )
    .prepare('member_session_owner')
    .execute();
  return row ?? null;
}

/** Ends one session (logout). */
export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(memberSessions.id, sessionId));
}

/** The short member card every page may show; a guest gets the spec's placeholder (memberId 0, "Customer"). */
export function commonInfoView(user: MemberUser | null, locale: Locale) {
  if (user === null) {
    return {
      memberId: 0,
      nickname: translate(locale, 'account.customer'),
      headImage: null,
      level: 0,
      inviteCode: null,
      isGuest: true,
    };
  }
  const { memberId, nickname, headImage, level, inviteCode } = user;
  return { memberId, nickname, headImage, level, inviteCode, isGuest: false };
}

/** Changes profile fields of one member; a taken user name is a conflict. */
export async function applyProfilePatch(db: DbOrTx, memberId: number, patch: ProfilePatch): Promise<void> {
  const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  if (Object.keys(values).length === 0) return;
  if (patch.username) {
    const [clash] = await db
      .select({ id: members.id })
      .from(members)
      .where(sql`lower(${members.username}) = lower(${patch.username}) and ${members.id} <> ${memberId}`);
    if (clash) throw new AppError('CONFLICT', 'account.usernameTaken', undefined, 'USERNAME_TAKEN');
  }
  try {
    await db.update(members).set(values).where(eq(members.id, memberId));
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    throw new AppError('CONFLICT', 'account.usernameTaken', undefined, 'USERNAME_TAKEN');
  }
}

/**
 * Changes the password, proven by the old one or by a reset code sent to the member's mobile,
 * and ends every other session: a password changed because it leaked locks the holder out.
 */
export async function changePassword(
  verify: VerifyService,
  db: Db,
  memberId: number,
  input: { password: string; oldPassword?: string; code?: string },
  keepSessionId?: number,
) {
  const [row] = await db.select().from(members).where(eq(members.id, memberId));
  if (!row) throw new AppError('NOT_FOUND');
  if (input.code !== undefined) {
    if (!row.mobile) throw new AppError('VALIDATION', 'account.invalidCode', undefined, 'INVALID_CODE');
    await verify.consume(db, row.mobile, 'reset', input.code);
  } else if (!(await verifyPassword(input.oldPassword ?? '', row.passwordHash))) {
    throw new AppError('VALIDATION', 'account.wrongPassword', undefined, 'WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(input.password);
  await withTransaction(db, async (tx) => {
    await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
    await tx
      .update(memberSessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(memberSessions.memberId, memberId),
          isNull(memberSessions.revokedAt),
          keepSessionId === undefined ? undefined : ne(memberSessions.id, keepSessionId),
        ),
      );
  });
}

/** Moves the member to a new mobile number proven by a bind code sent to it. */
export async function moveMobile(
  verify: VerifyService,
  db: DbOrTx,
  memberId: number,
  mobileInput: string,
  code: string,
) {
  const mobile = await verify.normalizeMobile(db, mobileInput);
  await verify.consume(db, mobile, 'bind', code);
  try {
    await db.update(members).set({ mobile }).where(eq(members.id, memberId));
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    throw new AppError('CONFLICT', 'account.mobileTaken', undefined, 'MOBILE_TAKEN');
  }
}

/** Checks the proof for deleting an account: a delete code to the own mobile, or the password when none is bound. */
export async function proveDeletion(
  verify: VerifyService,
  db: DbOrTx,
  memberId: number,
  proof: { code?: string; password?: string },
): Promise<void> {
  const [row] = await db.select().from(members).where(eq(members.id, memberId));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.mobile) {
    if (proof.code === undefined) throw new AppError('VALIDATION', 'account.invalidCode', undefined, 'INVALID_CODE');
    await verify.consume(db, row.mobile, 'delete', proof.code);
    return;
  }
  if (!(await verifyPassword(proof.password ?? '', row.passwordHash))) {
    throw new AppError('VALIDATION', 'account.wrongPassword', undefined, 'WRONG_PASSWORD');
  }
}

/**
 * Clears what identifies the person; the row stays (orders, ledger entries and the sponsor tree
 * point at it). Answers the avatar prefix to remove once the deletion has committed.
 */
export async function anonymiseRow(tx: Tx, memberId: number): Promise<string | null> {
  const [before] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
  if (!before) throw new AppError('NOT_FOUND');
  await tx
    .update(members)
    .set({
      username: `deleted_${memberId}`,
      nickname: 'Deleted',
      mobile: null,
      email: null,
      sex: null,
      birthday: null,
      headImage: null,
      coachId: null,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      status: 'deleted',
      deletedAt: sql`now()`,
    })
    .where(eq(members.id, memberId));
  return before.headImage;
}
