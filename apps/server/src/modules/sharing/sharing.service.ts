// Sharing: a VIP's product links and sales pages. Both carry the sharer's invite code, which the app
// keeps: a sign-up takes it as its sponsor, an order as its sharer (see sharing.cashback.ts).
import { randomInt } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Page, SalesPageDetail, SalesPageSummary } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../catalog/index.ts';
import { payCashback, type CashbackDeps, type CashbackPaid } from './sharing.cashback.ts';
import { sharerById, vipSharer } from './sharing.members.ts';
import { salesPages } from './sharing.schema.ts';

export type SharingDeps = CashbackDeps;

interface Paging {
  pageNum: number;
  pageSize: number;
}

/** The product page's path in the app, as the product link carries it. */
const PRODUCT_PAGE = '/pages/product/product';
const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

function newPageCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

const productNotFound = () => new AppError('NOT_FOUND', 'sharing.productNotFound', undefined, 'PRODUCT_NOT_FOUND');
const pageNotFound = () => new AppError('NOT_FOUND', 'sharing.pageNotFound', undefined, 'SALES_PAGE_NOT_FOUND');

type PageRow = typeof salesPages.$inferSelect;

function summaryOf(row: PageRow): SalesPageSummary {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    productIds: row.productIds,
    createdAt: row.createdAt.toISOString(),
  };
}

export class SharingService {
  private readonly deps: SharingDeps;

  constructor(deps: SharingDeps) {
    this.deps = deps;
  }

  /** A link to a listed product carrying the member's invite code; refused below level 2. */
  async productLink(db: DbOrTx, memberId: number, productId: number) {
    const sharer = await vipSharer(db, memberId);
    const facts = await this.deps.catalog.shareFacts(db, [productId]);
    if (!facts.get(productId)?.isListed) throw productNotFound();
    const query = new URLSearchParams({ id: String(productId), shareCode: sharer.inviteCode });
    return { productId, shareCode: sharer.inviteCode, path: `${PRODUCT_PAGE}?${query.toString()}` };
  }

  /**
   * A sales page of listed products that allow one, in the member's order (repeats dropped);
   * refused below level 2.
   */
  async createPage(db: DbOrTx, memberId: number, input: { title: string; productIds: number[] }) {
    await vipSharer(db, memberId);
    const productIds = [...new Set(input.productIds)];
    const facts = await this.deps.catalog.shareFacts(db, productIds);
    for (const id of productIds) {
      const product = facts.get(id);
      if (!product?.isListed) throw productNotFound();
      if (!product.allowsSalesPage)
        throw new AppError('VALIDATION', 'sharing.notAllowed', undefined, 'SALES_PAGE_NOT_ALLOWED', {
          field: 'productIds',
        });
    }
    const [row] = await db
      .insert(salesPages)
      .values({ code: newPageCode(), memberId, title: input.title, productIds })
      .returning();
    return summaryOf(row!);
  }

  /** The member's own sales pages, newest first. */
  async pages(db: DbOrTx, memberId: number, { pageNum, pageSize }: Paging): Promise<Page<SalesPageSummary>> {
    const mine = eq(salesPages.memberId, memberId);
    const rows = await db
      .select()
      .from(salesPages)
      .where(mine)
      .orderBy(desc(salesPages.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(salesPages).where(mine);
    const totalCount = total?.n ?? 0;
    return {
      list: rows.map(summaryOf),
      pageNum,
      pageSize,
      total: totalCount,
      hasMore: pageNum * pageSize < totalCount,
    };
  }

  /** A sales page for anyone who has its code: its listed products priced for the viewer, and its owner. */
  async detail(db: DbOrTx, viewer: Viewer, code: string): Promise<SalesPageDetail> {
    const [row] = await db.select().from(salesPages).where(eq(salesPages.code, code));
    const owner = row ? await sharerById(db, row.memberId) : undefined;
    if (!row || !owner) throw pageNotFound();
    return {
      ...summaryOf(row),
      ownerName: owner.nickname,
      shareCode: owner.inviteCode,
      products: await this.deps.catalog.cardsOf(db, viewer, row.productIds),
    };
  }

  /** Deletes one of the member's pages; another member's page is not found, as if it did not exist. */
  async deletePage(db: DbOrTx, memberId: number, id: number) {
    const deleted = await db
      .delete(salesPages)
      .where(and(eq(salesPages.id, id), eq(salesPages.memberId, memberId)))
      .returning({ id: salesPages.id });
    if (deleted.length === 0) throw pageNotFound();
    return { id };
  }

  /** Pays an attributed order's cashback to its sharer (the `order.mp_activated` subscriber). */
  payCashback(tx: Tx, orderId: number): Promise<CashbackPaid | null> {
    return payCashback(tx, this.deps, orderId);
  }
}
