// Operators' subsidy campaigns: start one (budget and each SKU's subsidy per unit), list them with
// what is spent and left, stop one, and read which orders took how much.
import { sql } from 'drizzle-orm';
import type { AdminSubsidyCampaignView } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { formatUnsigned, parseAmount } from '../ledger/index.ts';
import { subsidyCampaigns, subsidySkus } from './campaign.schema.ts';

export interface SubsidyCampaignInput {
  name: string;
  budget: string;
  skus: { productGoodsId: number; amount: string }[];
}

type CampaignRow = {
  id: number;
  name: string;
  budget_minor: number;
  spent_minor: number;
  stopped_at: Date | string | null;
  created_at: Date | string;
  skus: { sku_id: number; amount_minor: number }[] | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const money = (minor: number) => formatUnsigned('CASH', minor);

function campaignView(row: CampaignRow): AdminSubsidyCampaignView {
  const budget = Number(row.budget_minor);
  const spent = Number(row.spent_minor);
  return {
    id: Number(row.id),
    name: row.name,
    budget: money(budget),
    spent: money(spent),
    left: money(budget - spent),
    skus: (row.skus ?? []).map((sku) => ({
      productGoodsId: Number(sku.sku_id),
      amount: money(Number(sku.amount_minor)),
    })),
    stoppedAt: iso(row.stopped_at),
    createdAt: iso(row.created_at)!,
  };
}

const campaignSelect = sql`
  select c.id, c.name, c.budget_minor, c.spent_minor, c.stopped_at, c.created_at,
         (select json_agg(json_build_object('sku_id', s.sku_id, 'amount_minor', s.amount_minor) order by s.sku_id)
            from campaign_subsidy_skus s where s.campaign_id = c.id) as skus
    from campaign_subsidies c`;

function invalid(field: string): AppError {
  return new AppError('VALIDATION', 'campaign.invalid', { field }, 'CAMPAIGN_INVALID', { field });
}

function positive(text: string, field: string): number {
  const minor = parseAmount('CASH', text, [field]);
  if (minor <= 0) throw invalid(field);
  return minor;
}

export class CampaignAdmin {
  async createSubsidy(tx: Tx, operatorId: number, input: SubsidyCampaignInput): Promise<AdminSubsidyCampaignView> {
    const budgetMinor = positive(input.budget, 'budget');
    const skuIds = [...new Set(input.skus.map((sku) => sku.productGoodsId))];
    if (skuIds.length !== input.skus.length) throw invalid('skus');
    const known = await tx.execute<{ id: number }>(sql`
      select id from catalog_skus where id in (${sql.join(
        skuIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    if (known.rows.length !== skuIds.length) throw invalid('productGoodsId');
    const amounts = input.skus.map((sku) => ({
      skuId: sku.productGoodsId,
      amountMinor: positive(sku.amount, 'amount'),
    }));
    const [created] = await tx
      .insert(subsidyCampaigns)
      .values({ name: input.name, budgetMinor, createdBy: operatorId })
      .returning({ id: subsidyCampaigns.id });
    await tx.insert(subsidySkus).values(amounts.map((sku) => ({ ...sku, campaignId: created!.id })));
    return this.subsidy(tx, created!.id);
  }

  async subsidy(db: DbOrTx, id: number): Promise<AdminSubsidyCampaignView> {
    const rows = await db.execute<CampaignRow>(sql`${campaignSelect} where c.id = ${id}`);
    const row = rows.rows[0];
    if (!row) throw new AppError('NOT_FOUND', 'campaign.notFound', undefined, 'CAMPAIGN_NOT_FOUND');
    return campaignView(row);
  }

  async subsidies(db: DbOrTx, paging: { pageNum: number; pageSize: number }) {
    const offset = (paging.pageNum - 1) * paging.pageSize;
    const rows = await db.execute<CampaignRow>(sql`
      ${campaignSelect} order by c.id desc limit ${paging.pageSize} offset ${offset}`);
    const total = Number(
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from campaign_subsidies`)).rows[0]!.n,
    );
    return { list: rows.rows.map(campaignView), ...paging, total, hasMore: offset + rows.rows.length < total };
  }

  /** Stops a campaign: no order placed after it takes from its budget. Stopping twice changes nothing. */
  async stopSubsidy(tx: Tx, id: number, at: Date) {
    const before = await this.subsidy(tx, id);
    await tx.execute(sql`
      update campaign_subsidies set stopped_at = ${at.toISOString()} where id = ${id} and stopped_at is null`);
    return { before, after: await this.subsidy(tx, id) };
  }

  async subsidyUses(db: DbOrTx, id: number, paging: { pageNum: number; pageSize: number }) {
    await this.subsidy(db, id);
    const offset = (paging.pageNum - 1) * paging.pageSize;
    const rows = await db.execute<{
      order_id: number;
      member_id: number;
      sku_id: number;
      amount_minor: number;
      returned_at: Date | string | null;
      created_at: Date | string;
      total: number;
    }>(sql`
      select order_id, member_id, sku_id, amount_minor, returned_at, created_at, count(*) over ()::int as total
        from campaign_subsidy_uses where campaign_id = ${id}
       order by id desc limit ${paging.pageSize} offset ${offset}`);
    const total = Number(rows.rows[0]?.total ?? 0);
    return {
      list: rows.rows.map((row) => ({
        orderId: Number(row.order_id),
        memberId: Number(row.member_id),
        productGoodsId: Number(row.sku_id),
        amount: money(Number(row.amount_minor)),
        returnedAt: iso(row.returned_at),
        createdAt: iso(row.created_at)!,
      })),
      ...paging,
      total,
      hasMore: offset + rows.rows.length < total,
    };
  }
}
