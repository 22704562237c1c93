// What orders ask of subsidy campaigns (the campaign module answers, wired in services.ts): what
// each line's subsidy is while its budget lasts, taking it in the order's transaction, and giving
// it back when the order is closed or cancelled. docs/domain/campaign.md.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { ReadPart } from '../../db/read-together.ts';
import { paidBy } from './orders.pricing.ts';
import type { Quote, QuotedLine } from './orders.quote.ts';

export interface LineSubsidy {
  campaignId: number;
  amountMinor: number;
}

export interface SubsidyLine {
  productGoodsId: number;
  num: number;
  /** The line's money price (0 for a line paid with points, which takes no subsidy). */
  totalMinor: number;
}

/** A running campaign's subsidy of one unit of a SKU, and what its budget has left. */
export interface SubsidyOffer {
  campaignId: number;
  productGoodsId: number;
  amountMinor: number;
  leftMinor: number;
}

export interface Subsidies {
  /** The running campaigns' offers for these SKUs, read with the order's other reads in one statement. */
  offersPart(skuIds: readonly number[]): ReadPart<SubsidyOffer[]>;
  /** Per line, what a campaign's budget pays of it; null when none does or its budget cannot. */
  assign(offers: readonly SubsidyOffer[], lines: readonly SubsidyLine[]): (LineSubsidy | null)[];
  /** Takes the order's subsidies from their budgets; refuses when a budget no longer covers one. */
  take(tx: Tx, order: { orderId: number; memberId: number }, lines: readonly TakenSubsidy[]): Promise<void>;
  /** Gives a closed or cancelled order's subsidies back to their budgets (once). */
  giveBack(tx: Tx, orderId: number, at: Date): Promise<void>;
}

export interface TakenSubsidy extends LineSubsidy {
  productGoodsId: number;
}

const noOffers: ReadPart<SubsidyOffer[]> = { query: sql`select 1 where false`, parse: () => [] };

/** The offers' read, or one that finds none when no campaign module is wired. */
export function offersPart(subsidies: Subsidies | undefined, skuIds: readonly number[]): ReadPart<SubsidyOffer[]> {
  return subsidies?.offersPart(skuIds) ?? noOffers;
}

/** The lines with what a subsidy campaign pays of each, while its budget covers it. */
export function subsidised(
  subsidies: Subsidies | undefined,
  lines: QuotedLine[],
  offers: readonly SubsidyOffer[],
): QuotedLine[] {
  if (!subsidies || offers.length === 0) return lines;
  const found = subsidies.assign(
    offers,
    lines.map((line) => ({
      productGoodsId: line.sku.productGoodsId,
      num: line.num,
      totalMinor: line.points > 0 ? 0 : line.totalMinor,
    })),
  );
  return lines.map((line, index) => ({ ...line, subsidy: found[index] ?? null }));
}

/** What the settlement has the subsidy pay of each subsidised line (it may be less than quoted after a coupon). */
export function takenSubsidies(quoted: Quote): TakenSubsidy[] {
  if (paidBy(quoted.settlement, 'subsidy') === 0) return [];
  return quoted.lines.flatMap((line, index) => {
    const amountMinor = quoted.settlement.lines[index]?.paid.subsidy ?? 0;
    if (!line.subsidy || amountMinor <= 0) return [];
    return [{ campaignId: line.subsidy.campaignId, amountMinor, productGoodsId: line.sku.productGoodsId }];
  });
}
