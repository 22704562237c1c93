// Operators' 0-yuan campaigns: start one (a product SKU and a stock), list them with how many were
// taken, stop one, and read who took it and its order.
import { sql } from 'drizzle-orm';
import type { AdminZeroCampaignView } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { formatUnsigned } from '../ledger/index.ts';
import { zeroNotFound } from './campaign.zero.ts';

type ZeroRow = {
  id: number;
  name: string;
  sku_id: number;
  stock: number;
  taken: number;
  stopped_at: Date | string | null;
  created_at: Date | string;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function zeroView(row: ZeroRow): AdminZeroCampaignView {
  return {
    id: Number(row.id),
    name: row.name,
    productGoodsId: Number(row.sku_id),
    stock: Number(row.stock),
    taken: Number(row.taken),
    stoppedAt: iso(row.stopped_at),
    createdAt: iso(row.created_at)!,
  };
}

const zeroSelect = sql`select id, name, sku_id, stock, taken, stopped_at, created_at from campaign_zero`;

export class ZeroCampaignAdmin {
  async create(tx: Tx, operatorId: number, input: { name: string; productGoodsId: number; stock: number }) {
    const known = await tx.execute(sql`select 1 from catalog_skus where id = ${input.productGoodsId}`);
    if (known.rows.length === 0)
      throw new AppError('VALIDATION', 'campaign.invalid', { field: 'productGoodsId' }, 'CAMPAIGN_INVALID', {
        field: 'productGoodsId',
      });
    const created = await tx.execute<{ id: number }>(sql`
      insert into campaign_zero (name, sku_id, stock, created_by)
      values (${input.name}, ${input.productGoodsId}, ${input.stock}, ${operatorId}) returning id`);
    return this.one(tx, Number(created.rows[0]!.id));
  }

  async one(db: DbOrTx, id: number): Promise<AdminZeroCampaignView> {
    const rows = await db.execute<ZeroRow>(sql`${zeroSelect} where id = ${id}`);
    if (!rows.rows[0]) throw zeroNotFound();
    return zeroView(rows.rows[0]);
  }

  async page(db: DbOrTx, paging: { pageNum: number; pageSize: number }) {
    const offset = (paging.pageNum - 1) * paging.pageSize;
    const rows = await db.execute<ZeroRow>(
      sql`${zeroSelect} order by id desc limit ${paging.pageSize} offset ${offset}`,
    );
    const total = Number(
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from campaign_zero`)).rows[0]!.n,
    );
    return { list: rows.rows.map(zeroView), ...paging, total, hasMore: offset + rows.rows.length < total };
  }

  /** Stops a campaign: no one takes it afterwards. Stopping twice changes nothing. */
  async stop(tx: Tx, id: number, at: Date) {
    const before = await this.one(tx, id);
    await tx.execute(
      sql`update campaign_zero set stopped_at = ${at.toISOString()} where id = ${id} and stopped_at is null`,
    );
    return { before, after: await this.one(tx, id) };
  }

  async takes(db: DbOrTx, id: number, paging: { pageNum: number; pageSize: number }) {
    await this.one(db, id);
    const offset = (paging.pageNum - 1) * paging.pageSize;
    const rows = await db.execute<{
      member_id: number;
      order_id: number | null;
      credited_minor: number;
      created_at: Date | string;
      total: number;
    }>(sql`
      select member_id, order_id, credited_minor, created_at, count(*) over ()::int as total
        from campaign_zero_takes where campaign_id = ${id}
       order by id desc limit ${paging.pageSize} offset ${offset}`);
    const total = Number(rows.rows[0]?.total ?? 0);
    return {
      list: rows.rows.map((row) => ({
        memberId: Number(row.member_id),
        orderId: row.order_id === null ? null : Number(row.order_id),
        credited: formatUnsigned('DELIVERY_CARD', Number(row.credited_minor)),
        createdAt: iso(row.created_at)!,
      })),
      ...paging,
      total,
      hasMore: offset + rows.rows.length < total,
    };
  }
}
