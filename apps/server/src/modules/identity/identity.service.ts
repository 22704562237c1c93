// Identity verification: a member's one record, its images, and the reviewers' decisions.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  identitySlotsByKind,
  imageRejectTemplates,
  type IdentityRejectTemplate,
  type IdentityImageSlot,
  type IdentityKind,
  type IdentityRejectCode,
  type IdentityState,
  type ParsedBodyOf,
  type ResultOf,
  type identity as identityCalls,
  type memberCert,
} from '@mall/contracts';
import { withTransaction, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import { publish } from '../events/index.ts';
import { memberTable as members } from '../member/index.ts';
import type { PrivateFiles } from './identity.private-files.ts';
import { identities, identityImages, type IdentityRow } from './identity.schema.ts';
import { canChangeImages, identityMachine, nextState, type IdentityAction } from './identity.states.ts';

type CertInfo = ResultOf<typeof memberCert.getCertInfo>;
type CertStatus = ResultOf<typeof memberCert.getCertStatus>;
type PersonalFields = ParsedBodyOf<typeof identityCalls.personalCert>;
type CompanyBody = ParsedBodyOf<typeof identityCalls.companyCert>;

export type Submission =
  | { kind: 'personal'; fields: PersonalFields }
  | { kind: 'foreigner'; fields: Omit<Extract<CompanyBody, { certType: 'foreigner' }>, 'certType'> }
  | { kind: 'company'; fields: Omit<Extract<CompanyBody, { certType: 'company' }>, 'certType'> };

export interface Decision {
  action: 'approve' | 'reject';
  operatorId: number;
  code?: IdentityRejectCode | undefined;
  reasons?: string;
  templates?: IdentityRejectTemplate[];
}

/** Whom a bank card holder must match, once identity is approved. */
export interface ApprovedHolder {
  kind: IdentityKind;
  holderName: string;
}

/** Advisory lock class for one member's identity (the second key is the member id). */
const IDENTITY_LOCK = 7_301_012;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Names compared as people type them: case, spacing and surrounding blanks do not count. */
export function sameName(a: string, b: string): boolean {
  const normal = (value: string) => value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(a) === normal(b);
}

/** The review queue's filters; `memberId` picks one member's record for the member page. */
export interface IdentityFilter {
  pageNum: number;
  pageSize: number;
  kind?: IdentityKind | undefined;
  state?: IdentityState | undefined;
  memberId?: number | undefined;
}

export class IdentityService {
  readonly #files: PrivateFiles;
  readonly #now: () => Date;

  constructor(files: PrivateFiles, now: () => Date = () => new Date()) {
    this.#files = files;
    this.#now = now;
  }

  /** Stores an uploaded image privately as the member's current one for `slot`; answers a signed link. */
  async uploadImage(db: Db, memberId: number, slot: IdentityImageSlot, bytes: Buffer) {
    // Checked before the slow re-encode, and again under the lock before the row changes.
    await this.#assertImagesOpen(db, memberId);
    const key = await this.#files.store(bytes);
    let replaced: string | undefined;
    try {
      replaced = await withTransaction(db, async (tx) => {
        await this.#assertImagesOpen(tx, memberId, true);
        const [old] = await tx
          .select({ fileKey: identityImages.fileKey })
          .from(identityImages)
          .where(and(eq(identityImages.memberId, memberId), eq(identityImages.slot, slot)));
        await tx
          .insert(identityImages)
          .values({ memberId, slot, fileKey: key })
          .onConflictDoUpdate({
            target: [identityImages.memberId, identityImages.slot],
            set: { fileKey: key, createdAt: this.#now() },
          });
        return old?.fileKey;
      });
    } catch (error) {
      await this.#files.remove(key);
      throw error;
    }
    if (replaced) await this.#files.remove(replaced);
    return { slot, ...this.#files.sign(key) };
  }

  /** Submits (or, after a rejection, resubmits) the member's identity for review. */
  async submit(db: Db, memberId: number, submission: Submission): Promise<CertInfo> {
    this.#checkDates(submission);
    await withTransaction(db, async (tx) => {
      const current = await this.#lockRow(tx, memberId);
      const state = nextState(current?.state ?? 'none', 'submit');
      const slots = await this.#slotsOf(tx, memberId);
      const missing = identitySlotsByKind[submission.kind].filter((slot) => !slots.has(slot));
      if (missing.length > 0) {
        throw new ValidationFailure(
          missing.map((slot) => ({ code: 'custom', path: [slot], message: 'IMAGE_REQUIRED' })),
        );
      }
      const values = {
        kind: submission.kind,
        state,
        details: submission.fields,
        holderName: holderNameOf(submission),
        rejectCode: null,
        rejectReasons: null,
        rejectTemplates: [],
        submittedAt: this.#now(),
        reviewedAt: null,
        reviewedBy: null,
      };
      if (current) await this.#moveRow(tx, memberId, 'submit', values);
      else await tx.insert(identities).values({ memberId, ...values });
    });
    return this.certInfo(db, memberId);
  }

  /** The member's identity with signed links to its images; state none when never submitted. */
  async certInfo(db: DbOrTx, memberId: number): Promise<CertInfo> {
    const [row] = await db.select().from(identities).where(eq(identities.memberId, memberId));
    const slots = await this.#slotsOf(db, memberId);
    const wanted = row ? identitySlotsByKind[row.kind] : [...slots.keys()];
    const images = wanted.flatMap((slot) => {
      const key = slots.get(slot);
      return key ? [{ slot, ...this.#files.sign(key) }] : [];
    });
    return { ...statusOf(row), ...detailsOf(row), images };
  }

  /** Where the member's identity stands. */
  async status(db: DbOrTx, memberId: number): Promise<CertStatus> {
    const [row] = await db.select().from(identities).where(eq(identities.memberId, memberId));
    return statusOf(row);
  }

  /** The approved identity's holder name, or null when identity is not approved. */
  async approvedHolder(db: DbOrTx, memberId: number): Promise<ApprovedHolder | null> {
    const [row] = await db
      .select({ kind: identities.kind, holderName: identities.holderName, state: identities.state })
      .from(identities)
      .where(eq(identities.memberId, memberId));
    return row?.state === 'approved' ? { kind: row.kind, holderName: row.holderName } : null;
  }

  /** The review queue, oldest submission first. */
  async page(db: DbOrTx, filter: IdentityFilter) {
    const conditions: SQL[] = [];
    if (filter.memberId !== undefined) conditions.push(eq(identities.memberId, filter.memberId));
    if (filter.kind) conditions.push(eq(identities.kind, filter.kind));
    if (filter.state) conditions.push(eq(identities.state, filter.state));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ row: identities, username: members.username })
        .from(identities)
        .innerJoin(members, eq(members.id, identities.memberId))
        .where(where)
        .orderBy(asc(identities.submittedAt), asc(identities.memberId))
        .limit(filter.pageSize)
        .offset((filter.pageNum - 1) * filter.pageSize),
      db.select({ value: count() }).from(identities).where(where),
    ]);
    const totalCount = total?.value ?? 0;
    return {
      list: rows.map(({ row, username }) => ({
        memberId: row.memberId,
        username,
        kind: row.kind,
        state: row.state,
        name: row.holderName,
        submittedAt: iso(row.submittedAt),
        reviewedAt: iso(row.reviewedAt),
        rejectCode: row.rejectCode,
        rejectReasons: row.rejectReasons,
        rejectTemplates: row.rejectTemplates,
      })),
      pageNum: filter.pageNum,
      pageSize: filter.pageSize,
      total: totalCount,
      hasMore: filter.pageNum * filter.pageSize < totalCount,
    };
  }

  /** One member's identity for a reviewer (the route records the view in the audit log). */
  async detail(db: DbOrTx, memberId: number) {
    const [member] = await db.select({ username: members.username }).from(members).where(eq(members.id, memberId));
    const [row] = await db
      .select({ memberId: identities.memberId })
      .from(identities)
      .where(eq(identities.memberId, memberId));
    if (!member || !row) throw new AppError('NOT_FOUND', 'error.IDENTITY_NOT_FOUND', undefined, 'IDENTITY_NOT_FOUND');
    return { memberId, username: member.username, ...(await this.certInfo(db, memberId)) };
  }

  /** Approves or rejects a submission under review; answers the states before and after. */
  async decide(tx: Tx, memberId: number, decision: Decision): Promise<{ before: CertStatus; after: CertStatus }> {
    const current = await this.#lockRow(tx, memberId);
    if (!current) throw new AppError('NOT_FOUND', 'error.IDENTITY_NOT_FOUND', undefined, 'IDENTITY_NOT_FOUND');
    const state = nextState(current.state, decision.action);
    const updated = await this.#moveRow(tx, memberId, decision.action, {
      state,
      rejectCode: decision.action === 'reject' ? (decision.code ?? codeOf(decision.templates ?? [])) : null,
      rejectReasons: decision.action === 'reject' ? decision.reasons || null : null,
      rejectTemplates: decision.action === 'reject' ? (decision.templates ?? []) : [],
      reviewedAt: this.#now(),
      reviewedBy: decision.operatorId,
    });
    const at = updated.reviewedAt ?? this.#now();
    await publish(tx, 'identity.reviewed', `${memberId}:${at.toISOString()}`, {
      memberId,
      approved: decision.action === 'approve',
      at: at.toISOString(),
    });
    return { before: statusOf(current), after: statusOf(updated) };
  }

  /** Writes a move of the locked record, conditional on its state still allowing `action`. */
  async #moveRow(
    tx: Tx,
    memberId: number,
    action: IdentityAction,
    values: Partial<typeof identities.$inferInsert>,
  ): Promise<IdentityRow> {
    const [updated] = await tx
      .update(identities)
      .set(values)
      .where(and(eq(identities.memberId, memberId), identityMachine.allows(action, identities.state)))
      .returning();
    if (!updated) throw identityMachine.spec.refuse(action, 'none');
    return updated;
  }

  /** Erases a closing account's identity and image rows; answers the files to delete after commit. */
  async forget(tx: Tx, memberId: number): Promise<string[]> {
    const images = await tx
      .delete(identityImages)
      .where(eq(identityImages.memberId, memberId))
      .returning({ fileKey: identityImages.fileKey });
    await tx.delete(identities).where(eq(identities.memberId, memberId));
    return images.map((image) => image.fileKey);
  }

  /** Deletes private files once the rows naming them are gone. */
  async removeFiles(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.#files.remove(key)));
  }

  async #lockRow(tx: Tx, memberId: number): Promise<IdentityRow | undefined> {
    // A first submission has no row to lock yet: the member's advisory lock orders concurrent ones.
    await tx.execute(sql`select pg_advisory_xact_lock(${IDENTITY_LOCK}, ${memberId})`);
    const [row] = await tx.select().from(identities).where(eq(identities.memberId, memberId)).for('update');
    return row;
  }

  async #assertImagesOpen(db: DbOrTx, memberId: number, lock = false): Promise<void> {
    const query = db.select({ state: identities.state }).from(identities).where(eq(identities.memberId, memberId));
    const [row] = lock ? await query.for('update') : await query;
    if (row && !canChangeImages(row.state))
      throw new AppError('CONFLICT', 'error.IDENTITY_LOCKED', undefined, 'IDENTITY_LOCKED');
  }

  async #slotsOf(db: DbOrTx, memberId: number): Promise<Map<IdentityImageSlot, string>> {
    const rows = await db
      .select({ slot: identityImages.slot, fileKey: identityImages.fileKey })
      .from(identityImages)
      .where(eq(identityImages.memberId, memberId));
    return new Map(rows.map((row) => [row.slot, row.fileKey]));
  }

  #checkDates(submission: Submission): void {
    if (submission.kind !== 'foreigner') return;
    const expiry = new Date(`${submission.fields.passportExpiry}T00:00:00Z`);
    if (Number.isNaN(expiry.getTime()) || expiry.toISOString().slice(0, 10) !== submission.fields.passportExpiry) {
      throw new ValidationFailure([{ code: 'custom', path: ['passportExpiry'], message: 'INVALID_DATE' }]);
    }
    if (expiry.getTime() <= this.#now().getTime()) {
      throw new ValidationFailure([{ code: 'custom', path: ['passportExpiry'], message: 'PASSPORT_EXPIRED' }]);
    }
  }
}

/** A rejection's code when the reviewer gave none: about the images only when every template is. */
function codeOf(templates: readonly IdentityRejectTemplate[]): IdentityRejectCode {
  const imagesOnly = templates.length > 0 && templates.every((template) => imageRejectTemplates.includes(template));
  return imagesOnly ? 'IMAGE_UNCLEAR' : 'DATA_MISMATCH';
}

function holderNameOf(submission: Submission): string {
  if (submission.kind === 'company') return submission.fields.companyName;
  return `${submission.fields.firstName} ${submission.fields.lastName}`;
}

function statusOf(row: IdentityRow | undefined): CertStatus {
  return {
    kind: row?.kind ?? null,
    state: row?.state ?? 'none',
    rejectCode: row?.rejectCode ?? null,
    rejectReasons: row?.rejectReasons ?? null,
    rejectTemplates: row?.rejectTemplates ?? [],
    submittedAt: iso(row?.submittedAt ?? null),
    reviewedAt: iso(row?.reviewedAt ?? null),
  };
}

function detailsOf(row: IdentityRow | undefined): Pick<CertInfo, 'personal' | 'foreigner' | 'company'> {
  const details = row?.details as never;
  return {
    personal: row?.kind === 'personal' ? details : null,
    foreigner: row?.kind === 'foreigner' ? details : null,
    company: row?.kind === 'company' ? details : null,
  };
}
