// Operators' gift-card batches: generate (the codes answered once, as CSV), list, void, and who
// redeemed which code. A repeated submission (same operator, same key) finds the first batch and
// answers no codes, since only their hashes are kept.
import { sql } from 'drizzle-orm';
import type { AdminGiftCardBatchView, GiftCardAsset, GiftCardKind } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { formatUnsigned, parseAmount } from '../ledger/index.ts';
import { hashCode, newCode, normaliseCode } from './giftcard.codes.ts';
import { giftCardBatches, giftCards } from './giftcard.schema.ts';

export interface GenerateInput {
  name: string;
  kind: GiftCardKind;
  asset?: GiftCardAsset | undefined;
  value?: string | undefined;
  productGoodsId?: number | undefined;
  count: number;
  expiresAt?: string | undefined;
  key: string;
}

type BatchRow = {
  id: number;
  name: string;
  kind: GiftCardKind;
  asset: GiftCardAsset;
  value_minor: number;
  sku_id: number | null;
  count: number;
  redeemed: number;
  expires_at: Date | string | null;
  voided_at: Date | string | null;
  created_by: number;
  created_at: Date | string;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function batchView(row: BatchRow): AdminGiftCardBatchView {
  return {
    id: Number(row.id),
    name: row.name,
    kind: row.kind,
    asset: row.asset,
    value: formatUnsigned(row.asset, Number(row.value_minor)),
    productGoodsId: row.sku_id === null ? null : Number(row.sku_id),
    count: Number(row.count),
    redeemed: Number(row.redeemed),
    expiresAt: iso(row.expires_at),
    voidedAt: iso(row.voided_at),
    createdBy: Number(row.created_by),
    createdAt: iso(row.created_at)!,
  };
}

/** Rows per insert: well under PostgreSQL's bound on one statement's parameters. */
const INSERT_CHUNK = 1000;

function csvOf(codes: string[], batch: AdminGiftCardBatchView): string {
  const what = (code: string) => `${code},${batch.asset},${batch.value},${batch.productGoodsId ?? ''}`;
  const lines = codes.map((code) => `${what(code)},${batch.expiresAt ?? ''}`);
  return ['code,balance,value,productGoodsId,expiresAt', ...lines].join('\n') + '\n';
}

function invalidBatch(field: string): AppError {
  return new AppError('VALIDATION', 'giftCard.batchInvalid', { field }, 'GIFT_CARD_BATCH_INVALID', { field });
}

/** What a batch credits: an exchange batch its balance and value; a pickup batch a known SKU. */
async function creditOf(tx: Tx, input: GenerateInput) {
  if (input.kind === 'exchange') {
    if (!input.asset || !input.value) throw invalidBatch(input.asset ? 'value' : 'asset');
    return { asset: input.asset, valueMinor: parseAmount(input.asset, input.value, ['value']), skuId: null };
  }
  const skuId = input.productGoodsId;
  const found = skuId === undefined ? null : await tx.execute(sql`select 1 from catalog_skus where id = ${skuId}`);
  if (skuId === undefined || !found?.rows.length) throw invalidBatch('productGoodsId');
  return { asset: 'DELIVERY_CARD' as const, valueMinor: 0, skuId };
}

export class GiftCardAdmin {
  async generate(tx: Tx, operatorId: number, input: GenerateInput) {
    const credit = await creditOf(tx, input);
    const [created] = await tx
      .insert(giftCardBatches)
      .values({
        name: input.name,
        kind: input.kind,
        ...credit,
        count: input.count,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        createdBy: operatorId,
        createKey: input.key,
      })
      .onConflictDoNothing()
      .returning({ id: giftCardBatches.id });
    if (!created) {
      const found = await tx.execute<{ id: number }>(sql`
        select id from gift_card_batches where created_by = ${operatorId} and create_key = ${input.key}`);
      return { batch: await this.batch(tx, Number(found.rows[0]!.id)), created: false, csv: null };
    }
    const codes = Array.from({ length: input.count }, newCode);
    for (let start = 0; start < codes.length; start += INSERT_CHUNK) {
      const rows = codes.slice(start, start + INSERT_CHUNK).map((code) => {
        const stored = normaliseCode(code);
        return { batchId: created.id, codeHash: hashCode(stored), codeTail: stored.slice(-4) };
      });
      await tx.insert(giftCards).values(rows);
    }
    const batch = await this.batch(tx, created.id);
    return { batch, created: true, csv: csvOf(codes, batch) };
  }

  async batch(db: DbOrTx, id: number): Promise<AdminGiftCardBatchView> {
    const rows = await db.execute<BatchRow>(sql`${batchSelect} where b.id = ${id}`);
    const row = rows.rows[0];
    if (!row) throw new AppError('NOT_FOUND', 'giftCard.batchNotFound', undefined, 'GIFT_CARD_BATCH_NOT_FOUND');
    return batchView(row);
  }

  async batches(db: DbOrTx, paging: { pageNum: number; pageSize: number }) {
    const offset = (paging.pageNum - 1) * paging.pageSize;
    const rows = await db.execute<BatchRow & { total: number }>(sql`
      ${batchSelect} order by b.id desc limit ${paging.pageSize} offset ${offset}`);
    const total = Number(
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from gift_card_batches`)).rows[0]!.n,
    );
    return { list: rows.rows.map(batchView), ...paging, total, hasMore: offset + rows.rows.length < total };
  }

  /** Voids a batch: its unredeemed codes stop redeeming. Voiding twice answers the batch as it is. */
  async void(tx: Tx, operatorId: number, id: number, at: Date) {
    const before = await this.batch(tx, id);
    await tx.execute(sql`
      update gift_card_batches set voided_at = ${at.toISOString()}, voided_by = ${operatorId}
       where id = ${id} and voided_at is null`);
    return { before, after: await this.batch(tx, id) };
  }

  async redemptions(db: DbOrTx, batchId: number, paging: { pageNum: number; pageSize: number }) {
    await this.batch(db, batchId);
    const offset = (paging.pageNum - 1) * paging.pageSize;
    const rows = await db.execute<{
      id: number;
      code_tail: string;
      redeemed_by: number;
      redeemed_at: Date | string;
      total: number;
    }>(sql`
      select id, code_tail, redeemed_by, redeemed_at, count(*) over ()::int as total from gift_cards
       where batch_id = ${batchId} and redeemed_at is not null
       order by redeemed_at desc, id desc limit ${paging.pageSize} offset ${offset}`);
    const total = Number(rows.rows[0]?.total ?? 0);
    return {
      list: rows.rows.map((row) => ({
        cardId: Number(row.id),
        codeTail: row.code_tail,
        memberId: Number(row.redeemed_by),
        redeemedAt: iso(row.redeemed_at)!,
      })),
      ...paging,
      total,
      hasMore: offset + rows.rows.length < total,
    };
  }
}

const batchSelect = sql`
  select b.id, b.name, b.kind, b.asset, b.value_minor, b.sku_id, b.count, b.expires_at, b.voided_at, b.created_by, b.created_at,
         (select count(*)::int from gift_cards c where c.batch_id = b.id and c.redeemed_at is not null) as redeemed
    from gift_card_batches b`;
