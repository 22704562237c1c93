// Withholding-tax certificate requests: a member asks for a year's certificate, finance answers
// with the file, which the member downloads through a short-lived signed link.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { sniffImageType } from '../../lib/upload.ts';
import { isPdf, type PrivateFiles } from '../identity/index.ts';
import { taxRequests, type TaxRequestRow } from './withdraw.schema.ts';

const notFound = () => new AppError('NOT_FOUND', 'error.TAX_REQUEST_NOT_FOUND', undefined, 'TAX_REQUEST_NOT_FOUND');

export class WithdrawTax {
  readonly #files: PrivateFiles;

  constructor(files: PrivateFiles) {
    this.#files = files;
  }

  /** Records a member's request for a year's certificate. */
  async request(db: DbOrTx, memberId: number, input: { year: number; remark: string }) {
    const [row] = await db.insert(taxRequests).values({ memberId, year: input.year, remark: input.remark }).returning();
    return this.#view(row!);
  }

  /** The member's requests, newest first. */
  async mine(db: DbOrTx, memberId: number) {
    const rows = await db
      .select()
      .from(taxRequests)
      .where(eq(taxRequests.memberId, memberId))
      .orderBy(desc(taxRequests.id));
    return rows.map((row) => this.#view(row));
  }

  /** Requests for finance, oldest first. */
  async page(db: DbOrTx, filter: { pageNum: number; pageSize: number; status?: 'pending' | 'answered' | undefined }) {
    const where: SQL | undefined = filter.status ? eq(taxRequests.status, filter.status) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(taxRequests)
        .where(where)
        .orderBy(asc(taxRequests.id))
        .limit(filter.pageSize)
        .offset((filter.pageNum - 1) * filter.pageSize),
      db.select({ value: count() }).from(taxRequests).where(where),
    ]);
    const totalCount = total?.value ?? 0;
    return {
      list: rows.map((row) => this.#view(row)),
      pageNum: filter.pageNum,
      pageSize: filter.pageSize,
      total: totalCount,
      hasMore: filter.pageNum * filter.pageSize < totalCount,
    };
  }

  /**
   * Stores the certificate privately (outside any transaction): a PDF as sent, an image re-encoded
   * like identity images. Its key goes to `answer`.
   */
  store(bytes: Buffer): Promise<string> {
    if (isPdf(bytes)) return this.#files.storePdf(bytes);
    if (!sniffImageType(bytes.subarray(0, 16)))
      throw new AppError('VALIDATION', 'error.TAX_CERTIFICATE_INVALID', undefined, 'TAX_CERTIFICATE_INVALID', {
        field: 'file',
      });
    return this.#files.store(bytes);
  }

  /** Answers a pending request with a stored certificate; once only. */
  async answer(tx: Tx, operatorId: number, id: number, fileKey: string) {
    const [row] = await tx
      .update(taxRequests)
      .set({ status: 'answered', fileKey, answeredBy: operatorId, answeredAt: new Date() })
      .where(and(eq(taxRequests.id, id), eq(taxRequests.status, 'pending')))
      .returning();
    if (row) return this.#view(row);
    const [found] = await tx.select({ id: taxRequests.id }).from(taxRequests).where(eq(taxRequests.id, id));
    if (!found) throw notFound();
    throw new AppError('CONFLICT', 'error.TAX_REQUEST_ANSWERED', undefined, 'TAX_REQUEST_ANSWERED');
  }

  #view(row: TaxRequestRow) {
    return {
      id: row.id,
      memberId: row.memberId,
      year: row.year,
      remark: row.remark,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
      certificate: row.fileKey ? { id: row.id, ...this.#files.sign(row.fileKey) } : null,
    };
  }
}
