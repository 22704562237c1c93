// Subsidy campaigns at checkout (docs/domain/campaign.md). Quoting reads what each running
// campaign has left (with the order's other reads, in one statement); placing takes each budget by one conditional update that never lets `spent`
// pass the budget, records the order's take and moves the money from the SUBSIDY system account to
// revenue, all in the order's transaction. A closed or cancelled order gives its take back once.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { ReadPart } from '../../db/read-together.ts';
import { AppError } from '../../lib/errors.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { LineSubsidy, Subsidies, SubsidyLine, SubsidyOffer, TakenSubsidy } from '../orders/index.ts';
import { returnZeroCredit } from './campaign.zero.ts';

export interface SubsidyDeps {
  ledger: LedgerService;
}

type OfferRow = { campaign_id: number; sku_id: number; amount_minor: number; left_minor: number };

/** Refused when a budget ran short between the preview and the order: the shopper sees the new price first. */
export function subsidyChanged(): AppError {
  return new AppError('CONFLICT', 'campaign.subsidyChanged', undefined, 'SUBSIDY_CHANGED');
}

export class SubsidyCampaigns implements Subsidies {
  private readonly deps: SubsidyDeps;

  constructor(deps: SubsidyDeps) {
    this.deps = deps;
  }

  offersPart(skuIds: readonly number[]): ReadPart<SubsidyOffer[]> {
    return {
      query: sql`
        select s.campaign_id, s.sku_id, s.amount_minor, c.budget_minor - c.spent_minor as left_minor
          from campaign_subsidy_skus s join campaign_subsidies c on c.id = s.campaign_id
         where c.stopped_at is null and s.sku_id = any(${`{${skuIds.join(',')}}`}::int[])
         order by c.id`,
      parse: (rows) =>
        (rows as OfferRow[]).map((row) => ({
          campaignId: Number(row.campaign_id),
          productGoodsId: Number(row.sku_id),
          amountMinor: Number(row.amount_minor),
          leftMinor: Number(row.left_minor),
        })),
    };
  }

  /**
   * Each line's subsidy: the first running campaign (oldest) naming its SKU whose budget still
   * covers the whole line's subsidy, counting what earlier lines of the order take. A line no
   * budget covers sells at its normal price.
   */
  assign(offers: readonly SubsidyOffer[], lines: readonly SubsidyLine[]): (LineSubsidy | null)[] {
    const left = new Map(offers.map((offer) => [offer.campaignId, offer.leftMinor]));
    return lines.map((line) => {
      if (line.totalMinor <= 0) return null;
      for (const offer of offers) {
        if (offer.productGoodsId !== line.productGoodsId) continue;
        const amountMinor = Math.min(offer.amountMinor * line.num, line.totalMinor);
        if (amountMinor > left.get(offer.campaignId)!) continue;
        left.set(offer.campaignId, left.get(offer.campaignId)! - amountMinor);
        return { campaignId: offer.campaignId, amountMinor };
      }
      return null;
    });
  }

  async take(tx: Tx, order: { orderId: number; memberId: number }, lines: readonly TakenSubsidy[]): Promise<void> {
    const byCampaign = new Map<number, number>();
    for (const line of lines)
      byCampaign.set(line.campaignId, (byCampaign.get(line.campaignId) ?? 0) + line.amountMinor);
    // In campaign order, so two orders taking the same two budgets lock them alike.
    for (const [campaignId, amount] of [...byCampaign].sort(([a], [b]) => a - b)) {
      const taken = await tx.execute(sql`
        update campaign_subsidies set spent_minor = spent_minor + ${amount}
         where id = ${campaignId} and stopped_at is null and spent_minor + ${amount} <= budget_minor
         returning id`);
      if (taken.rows.length === 0) throw subsidyChanged();
    }
    for (const line of lines) {
      await tx.execute(sql`
        insert into campaign_subsidy_uses (campaign_id, order_id, member_id, sku_id, amount_minor)
        values (${line.campaignId}, ${order.orderId}, ${order.memberId}, ${line.productGoodsId}, ${line.amountMinor})
        on conflict (order_id, sku_id) do update set amount_minor = campaign_subsidy_uses.amount_minor + excluded.amount_minor`);
    }
    const total = lines.reduce((sum, line) => sum + line.amountMinor, 0);
    await this.deps.ledger.transfer(tx, {
      idempotencyKey: `order:${order.orderId}:subsidy`,
      kind: 'ORDER_PAYMENT',
      reference: `order:${order.orderId}`,
      legs: [{ from: { system: 'SUBSIDY' }, to: { system: 'REVENUE' }, asset: 'CASH', amountMinor: total }],
    });
  }

  /** Also takes back a cancelled 0-yuan order's credit (campaign.zero.ts): the campaigns' money, not the member's. */
  async giveBack(tx: Tx, orderId: number, at: Date): Promise<void> {
    await returnZeroCredit(tx, this.deps.ledger, orderId);
    const returned = await tx.execute<{ campaign_id: number; amount_minor: number }>(sql`
      update campaign_subsidy_uses set returned_at = ${at.toISOString()}
       where order_id = ${orderId} and returned_at is null
       returning campaign_id, amount_minor`);
    if (returned.rows.length === 0) return;
    const byCampaign = new Map<number, number>();
    for (const row of returned.rows)
      byCampaign.set(
        Number(row.campaign_id),
        (byCampaign.get(Number(row.campaign_id)) ?? 0) + Number(row.amount_minor),
      );
    for (const [campaignId, amount] of [...byCampaign].sort(([a], [b]) => a - b))
      await tx.execute(
        sql`update campaign_subsidies set spent_minor = spent_minor - ${amount} where id = ${campaignId}`,
      );
    const total = [...byCampaign.values()].reduce((sum, amount) => sum + amount, 0);
    await this.deps.ledger.transfer(tx, {
      idempotencyKey: `order:${orderId}:subsidy-return`,
      kind: 'ORDER_REFUND',
      reference: `order:${orderId}`,
      legs: [{ from: { system: 'REVENUE' }, to: { system: 'SUBSIDY' }, asset: 'CASH', amountMinor: total }],
    });
  }
}
