// How members are shown (to themselves and to the back office), and the back-office reads.
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, getTableName, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MemberUser } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { Db, DbOrTx } from '../../db/client.ts';
import { compiledStatement, executeCompiled, type CompiledStatement } from '../../db/named.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { normalizeMobile } from '../verify/index.ts';
import { avatarUrl } from './avatar.ts';
import { memberLevelChanges, memberSessions, members } from './member.schema.ts';

export type MemberRow = typeof members.$inferSelect;

export interface MemberFilter {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  status?: MemberRow['status'];
}

// No 0/O or 1/I: invite codes are read aloud and typed by hand.
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Mobile numbers written before a country list is configured (demo data) are read with these. */
export const FALLBACK_COUNTRIES = ['TH', 'CN'];
const UNIQUE_VIOLATION = '23505';

export function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}

export function newUsername(): string {
  return `m${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION ? (constraint ?? '') : null;
}

/** The company member at the top of the sponsor tree: sponsor of everyone who joins without a code. */
export const ROOT_USERNAME = 'company';

/** The name members see for a person: the company root's is a word of their language, not its stored nickname. */
export function shownName(username: string, nickname: string, locale: Locale | undefined): string {
  return username === ROOT_USERNAME && locale ? translate(locale, 'account.company') : nickname;
}

const sponsors = alias(members, 'sponsors');
const coaches = alias(members, 'coaches');
export const withPeople = {
  member: members,
  sponsorName: sponsors.nickname,
  sponsorInviteCode: sponsors.inviteCode,
  sponsorUsername: sponsors.username,
  coachName: coaches.nickname,
  coachInviteCode: coaches.inviteCode,
  coachUsername: coaches.username,
};
export type MemberWithPeople = {
  member: MemberRow;
  sponsorName: string | null;
  sponsorInviteCode: string | null;
  sponsorUsername: string | null;
  coachName: string | null;
  coachInviteCode: string | null;
  coachUsername: string | null;
};

/** Sponsor and coach names as the viewer reads them (see shownName). */
export function localisedPeople(people: Omit<MemberWithPeople, 'member'>, locale: Locale | undefined) {
  const name = (username: string | null, nickname: string | null) =>
    username !== null && nickname !== null ? shownName(username, nickname, locale) : nickname;
  return {
    ...people,
    sponsorName: name(people.sponsorUsername, people.sponsorName),
    coachName: name(people.coachUsername, people.coachName),
  };
}

export function memberUserView(row: MemberViewRow, people?: Omit<MemberWithPeople, 'member'>): MemberUser {
  return {
    memberId: row.id,
    username: row.username,
    nickname: row.nickname,
    mobile: row.mobile,
    inviteCode: row.inviteCode,
    level: row.level,
    language: row.language,
    headImage: avatarUrl(row.headImage, 200),
    headImage100: avatarUrl(row.headImage, 100),
    headImage200: avatarUrl(row.headImage, 200),
    headImage800: avatarUrl(row.headImage, 800),
    sex: row.sex,
    birthday: row.birthday,
    email: row.email,
    sponsorName: people?.sponsorName ?? null,
    sponsorInviteCode: people?.sponsorInviteCode ?? null,
    coachName: people?.coachName ?? null,
    coachInviteCode: people?.coachInviteCode ?? null,
    personalizedRecommendation: row.personalizedRecommendation,
    homepagePacerAlert: row.homepagePacerAlert,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The profile page: the member with sponsor and coach as people, and `extra`, a column another
 * module read from the member's row in the same statement (the linked accounts).
 */
export function profileView<T>(row: People & { member: MemberViewRow; extra: T }, locale: Locale) {
  const { member, extra, ...stored } = row;
  const people = localisedPeople(stored, locale);
  const person = (nickname: string | null, inviteCode: string | null) =>
    nickname && inviteCode ? { nickname, inviteCode, headImage: null } : null;
  return {
    user: memberUserView(member, people),
    sponsor: person(people.sponsorName, people.sponsorInviteCode),
    coach: person(people.coachName, people.coachInviteCode),
    extra,
  };
}

export async function loadWithPeople(db: DbOrTx, memberId: number): Promise<MemberWithPeople> {
  const [row] = await db
    .select(withPeople)
    .from(members)
    .leftJoin(sponsors, eq(sponsors.id, members.sponsorId))
    .leftJoin(coaches, eq(coaches.id, members.coachId))
    .where(eq(members.id, memberId));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The member's own fields the profile page shows (`memberUserView`), and nothing more. */
const viewColumns = {
  id: members.id,
  username: members.username,
  nickname: members.nickname,
  mobile: members.mobile,
  inviteCode: members.inviteCode,
  level: members.level,
  language: members.language,
  headImage: members.headImage,
  sex: members.sex,
  birthday: members.birthday,
  email: members.email,
  personalizedRecommendation: members.personalizedRecommendation,
  homepagePacerAlert: members.homepagePacerAlert,
  createdAt: members.createdAt,
};
export type MemberViewRow = Pick<MemberRow, keyof typeof viewColumns>;
type People = Omit<MemberWithPeople, 'member'>;
/** A profile row as PostgreSQL writes it: timestamps stay text (`executeCompiled`). */
type ProfileRow<T> = Omit<MemberViewRow, 'createdAt'> & People & { createdAt: string; extra: T };

/** The member's shown fields with sponsor and coach, and `extra`, as one compiled statement named `name`. */
function profileStatement(name: string, extra: SQL): CompiledStatement {
  return compiledStatement(name, '', () => {
    const { member: _whole, ...peopleColumns } = withPeople;
    const columns = Object.entries({ ...viewColumns, ...peopleColumns, extra }).map(
      ([field, column]) => sql`${column} as ${sql.identifier(field)}`,
    );
    return sql`select ${sql.join(columns, sql`, `)}
      from ${members}
      left join ${members} ${sql.identifier(getTableName(sponsors))} on ${sponsors.id} = ${members.sponsorId}
      left join ${members} ${sql.identifier(getTableName(coaches))} on ${coaches.id} = ${members.coachId}
      where ${members.id} = ${sql.placeholder('memberId')}`;
  });
}

async function readProfile<T>(
  db: DbOrTx,
  statement: CompiledStatement,
  memberId: number,
): Promise<People & { member: MemberViewRow; extra: T }> {
  const [row] = await executeCompiled<ProfileRow<T>>(db, statement, { memberId });
  if (!row) throw new AppError('NOT_FOUND');
  const { extra, createdAt, ...fields } = row;
  const { sponsorName, sponsorInviteCode, sponsorUsername, coachName, coachInviteCode, coachUsername, ...own } = fields;
  const people = { sponsorName, sponsorInviteCode, sponsorUsername, coachName, coachInviteCode, coachUsername };
  return { ...people, member: { ...own, createdAt: new Date(createdAt) }, extra };
}

/**
 * Reads the member with sponsor and coach, and one more column another module computes from the
 * member's row (`members.id`), in one named statement built once: each call only binds the member
 * id, and the row goes straight to the pool without the ORM's mapping. Only the fields the profile
 * shows are read, so a profile read never loads the password hash.
 */
export function withPeopleAndReader<T>(db: Db, name: string, extra: SQL<T>) {
  const statement = profileStatement(name, extra);
  return (memberId: number) => readProfile<T>(db, statement, memberId);
}

/** The profile's statement without another module's column; built on its first read. */
let memberViewStatement: CompiledStatement | undefined;

/**
 * The member as the profile calls show them, with sponsor and coach: the same narrow statement,
 * on `db` or a transaction.
 */
export async function loadMemberView(db: DbOrTx, memberId: number): Promise<People & { member: MemberViewRow }> {
  memberViewStatement ??= profileStatement('member_view', sql`null`);
  const { extra: _none, ...view } = await readProfile<null>(db, memberViewStatement, memberId);
  return view;
}

export function adminSummary(row: MemberWithPeople) {
  return {
    memberId: row.member.id,
    username: row.member.username,
    nickname: row.member.nickname,
    mobile: row.member.mobile,
    inviteCode: row.member.inviteCode,
    level: row.member.level,
    status: row.member.status,
    sponsorName: row.sponsorName,
    createdAt: row.member.createdAt.toISOString(),
  };
}

/** Back-office search by user name, mobile or invite code, newest first. */
export async function searchMembers(db: DbOrTx, filter: MemberFilter) {
  const conditions: SQL[] = [];
  if (filter.keyword) {
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const mobile = normalizeMobile(filter.keyword, FALLBACK_COUNTRIES);
    const matchers = [
      ilike(members.username, pattern),
      ilike(members.mobile, pattern),
      eq(members.inviteCode, filter.keyword.toUpperCase()),
    ];
    if (mobile) matchers.push(eq(members.mobile, mobile));
    conditions.push(or(...matchers)!);
  }
  if (filter.status) conditions.push(eq(members.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const rows = await db
    .select(withPeople)
    .from(members)
    .leftJoin(sponsors, eq(sponsors.id, members.sponsorId))
    .leftJoin(coaches, eq(coaches.id, members.coachId))
    .where(where)
    .orderBy(desc(members.id))
    .limit(filter.pageSize)
    .offset((filter.pageNum - 1) * filter.pageSize);
  const [total] = await db.select({ value: count() }).from(members).where(where);
  const totalCount = total?.value ?? 0;
  return {
    list: rows.map((row) => adminSummary(row)),
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
    total: totalCount,
    hasMore: filter.pageNum * filter.pageSize < totalCount,
  };
}

/** One member for the back office, with the sessions that still work and the level's history. */
export async function adminDetailOf(db: DbOrTx, memberId: number) {
  const row = await loadWithPeople(db, memberId);
  const sessions = await db
    .select()
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(memberSessions.createdAt));
  const levelChanges = await db
    .select()
    .from(memberLevelChanges)
    .where(eq(memberLevelChanges.memberId, memberId))
    .orderBy(desc(memberLevelChanges.at), desc(memberLevelChanges.id));
  const { member } = row;
  return {
    member: {
      ...adminSummary(row),
      email: member.email,
      sex: member.sex,
      birthday: member.birthday,
      language: member.language,
      headImage: avatarUrl(member.headImage, 200),
      sponsorId: member.sponsorId,
      sponsorInviteCode: row.sponsorInviteCode,
      deletedAt: member.deletedAt?.toISOString() ?? null,
    },
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
    levelChanges: levelChanges.map((change) => ({
      fromLevel: change.fromLevel,
      toLevel: change.toLevel,
      causeKind: change.causeKind,
      causeId: change.causeId,
      at: change.at.toISOString(),
    })),
  };
}
