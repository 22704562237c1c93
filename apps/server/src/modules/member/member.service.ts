import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { MemberUser } from '@mall/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthMember } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { decoyPasswordHash, hashPassword, hashToken, newSessionToken, verifyPassword } from '../../lib/secrets.ts';
import { memberSessions, members } from './member.schema.ts';

type MemberRow = typeof members.$inferSelect;

/** The company member at the top of the sponsor tree: sponsor of everyone who joins without a code. */
export const ROOT_USERNAME = 'company';

// No 0/O or 1/I: invite codes are read aloud and typed by hand.
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}

export function memberUserView(row: MemberRow): MemberUser {
  return {
    memberId: row.id,
    username: row.username,
    nickname: row.nickname,
    mobile: row.mobile,
    inviteCode: row.inviteCode,
    level: row.level,
    language: row.language,
    headImage: row.headImage,
  };
}

export interface NewMember {
  username: string;
  password: string;
  mobile?: string | null;
  nickname?: string;
  sponsorId: number | null;
  level?: number;
  language?: number;
}

export class MemberService {
  private readonly db: Db;
  private readonly sessionTtlMs: number;

  constructor(db: Db, sessionTtlMs: number) {
    this.db = db;
    this.sessionTtlMs = sessionTtlMs;
  }

  /** Creates a member with a fresh, unique invite code. */
  async create(tx: Tx, input: NewMember): Promise<MemberRow> {
    const passwordHash = await hashPassword(input.password);
    for (let attempt = 0; attempt < 10; attempt++) {
      const [row] = await tx
        .insert(members)
        .values({
          username: input.username,
          mobile: input.mobile ?? null,
          passwordHash,
          nickname: input.nickname ?? input.username,
          inviteCode: newInviteCode(),
          sponsorId: input.sponsorId,
          level: input.level ?? 1,
          language: input.language ?? 1,
        })
        .onConflictDoNothing({ target: members.inviteCode })
        .returning();
      if (row) return row;
    }
    throw new Error('Could not find a free invite code');
  }

  /** The company root member, created once per database. */
  async ensureRoot(tx: Tx, password: string): Promise<MemberRow> {
    const [existing] = await tx.select().from(members).where(eq(members.username, ROOT_USERNAME));
    if (existing) return existing;
    return this.create(tx, { username: ROOT_USERNAME, nickname: 'Company', password, sponsorId: null });
  }

  async findByUsername(username: string): Promise<MemberRow | undefined> {
    const [row] = await this.db.select().from(members).where(eq(members.username, username));
    return row;
  }

  /** Password login by user name or mobile; one generic failure so accounts cannot be discovered. */
  async loginWithPassword(identifier: string, password: string) {
    const [row] = await this.db
      .select()
      .from(members)
      .where(and(or(eq(members.username, identifier), eq(members.mobile, identifier)), eq(members.status, 'active')));
    const isValid = await verifyPassword(password, row?.passwordHash ?? decoyPasswordHash);
    if (!row || !isValid) throw new AppError('LOGIN_FAILED');
    return this.openSession(row);
  }

  /** Issues a token valid for the session lifetime (60 days). */
  async openSession(row: MemberRow) {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + this.sessionTtlMs);
    await this.db.insert(memberSessions).values({ memberId: row.id, tokenHash: hashToken(token), expiresAt });
    return { token, invalidTime: expiresAt.toISOString(), user: memberUserView(row) };
  }

  /** The member behind a token, or null when unknown, expired, revoked, or the member is not active. */
  async authenticate(token: string): Promise<AuthMember | null> {
    const [row] = await this.db
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
      );
    return row ?? null;
  }

  async getUser(memberId: number): Promise<MemberUser> {
    const [row] = await this.db.select().from(members).where(eq(members.id, memberId));
    if (!row) throw new AppError('NOT_FOUND');
    return memberUserView(row);
  }

  /** Revokes one session token. */
  async exit(sessionId: number): Promise<void> {
    await this.db
      .update(memberSessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(memberSessions.id, sessionId));
  }
}
