// A purchase priced as the server charges it: the lines (cart or buy-now) read from the catalogue
// for this viewer, the member's balances, and the settlement of what they want to spend.
import {
  formatMinor,
  parseMinor,
  type OrderAmounts,
  type OrderLineView,
  type OrderPreview,
  type SpendParam,
} from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { AppError } from '../../lib/errors.ts';
import type { CartLine, CartService } from '../cart/index.ts';
import { refuseFlashBelowVip, skuRefKey, type CatalogService, type SkuLine, type Viewer } from '../catalog/index.ts';
import type { CouponService } from '../coupon/index.ts';
import type { LedgerService, MemberBalances } from '../ledger/index.ts';
import { paidBy, settle, shippingOf, type OrderRules, type Settlement, type Wants } from './orders.pricing.ts';
import { spend } from './orders.sources.ts';
import { offersPart, subsidised, type LineSubsidy, type Subsidies } from './orders.subsidy.ts';

export type Buyer = Viewer & { memberId: number };

export interface PurchaseInput extends Record<SpendParam, string> {
  cartIds?: number[] | undefined;
  productGoodsId?: number | undefined;
  num?: number | undefined;
  flashSaleId?: number | undefined;
  couponId?: number | undefined;
  addressId?: number | undefined;
  /** Pay points-zone lines with the points balance (absent: off, as a client that predates it). */
  usePoints?: boolean | undefined;
}

export interface QuotedLine {
  sku: SkuLine;
  num: number;
  flashSaleId: number | null;
  cartLineId: number | null;
  /** Money: the line's price, or a points line's cash part. */
  totalMinor: number;
  /** Points the line is paid with (a points-zone line bought with points), else 0. */
  points: number;
  /** A subsidy campaign's part of the line, set when the line is settled. */
  subsidy?: LineSubsidy | null;
}

/** What a unit costs in money: a points line's cash part, else its price. */
export function unitPrice(line: QuotedLine): number {
  return line.points > 0 ? line.sku.pointsCashMinor : line.sku.priceMinor;
}

/** Points a line earns: none when it is paid with points. */
export function earnedPoints(line: QuotedLine): number {
  return line.points > 0 ? 0 : line.sku.points * line.num;
}

export interface Quote {
  lines: QuotedLine[];
  settlement: Settlement;
  balances: MemberBalances;
}

/** The cart lines an order buys (none for a direct buy), to remove once it is placed. */
export function boughtCartLines(quoted: Quote): number[] {
  return quoted.lines.flatMap((line) => (line.cartLineId === null ? [] : [line.cartLineId]));
}

export interface QuoteDeps {
  catalog: CatalogService;
  cart: CartService;
  ledger: LedgerService;
  coupons: CouponService;
  /** Subsidy campaigns (the campaign module); without it no line is subsidised. */
  subsidies?: Subsidies;
}

function minorOf(text: string): number {
  return parseMinor(text) ?? 0;
}

export function wantsOf(input: PurchaseInput): Wants {
  return Object.fromEntries(spend.map((source) => [source.name, minorOf(input[source.param])]));
}

/** The SKUs a purchase names, for the reads that depend on them. */
export function skuIdsOf(wanted: readonly WantedLine[]): number[] {
  return [...new Set(wanted.map((line) => line.productGoodsId))];
}

/** A line as the purchase names it, before the catalogue prices it. */
export interface WantedLine {
  productGoodsId: number;
  flashSaleId: number | null;
  num: number;
  cartLineId: number | null;
}

/** The lines named: a direct buy (no statement), or the cart's (given ids, else every selected line). */
export async function requestedLines(
  db: DbOrTx,
  deps: QuoteDeps,
  buyer: Buyer,
  input: PurchaseInput,
): Promise<WantedLine[]> {
  if (input.productGoodsId !== undefined) {
    return [
      {
        productGoodsId: input.productGoodsId,
        flashSaleId: input.flashSaleId ?? null,
        num: input.num ?? 1,
        cartLineId: null,
      },
    ];
  }
  const cartLines: CartLine[] = await deps.cart.checkoutLines(db, buyer.memberId, input.cartIds);
  return cartLines.map((line) => ({
    productGoodsId: line.productGoodsId,
    flashSaleId: line.flashSaleId === 0 ? null : line.flashSaleId,
    num: line.quantity,
    cartLineId: line.id,
  }));
}

/**
 * A points-priced SKU is sold for its points (and cash part) only: an order that does not say it
 * pays with points is refused, never charged the money price the shopper was not shown.
 */
function pointsPriced(sku: SkuLine, num: number, usePoints: boolean) {
  if (sku.pointsPrice <= 0) return { totalMinor: sku.priceMinor * num, points: 0 };
  if (!usePoints) throw new AppError('VALIDATION', 'orders.pointsRequired', undefined, 'POINTS_REQUIRED');
  return { totalMinor: sku.pointsCashMinor * num, points: sku.pointsPrice * num };
}

/** The wanted lines priced from their SKUs as the catalogue read them; refuses what cannot be bought. */
export function quotedLines(wanted: WantedLine[], skus: Map<string, SkuLine>, usePoints = false): QuotedLine[] {
  if (wanted.length === 0) throw new AppError('VALIDATION', 'orders.nothingSelected', undefined, 'NOTHING_SELECTED');
  return wanted.map((line) => {
    const sku = skus.get(skuRefKey(line));
    if (!sku?.isListed) throw new AppError('NOT_FOUND', 'catalog.productGone', undefined, 'PRODUCT_GONE');
    refuseFlashBelowVip(sku);
    // Bought now at the sale's price: a sale that ended or sold out is refused, never charged at
    // another price. A cart line shows the plain price once its sale is over, and is sold at it.
    if (line.cartLineId === null && line.flashSaleId !== null && !sku.flashOpen)
      throw new AppError('CONFLICT', 'orders.flashOver', undefined, 'FLASH_SALE_OVER');
    if (sku.available < line.num)
      throw new AppError('CONFLICT', 'catalog.insufficientStock', undefined, 'INSUFFICIENT_STOCK');
    return {
      sku,
      num: line.num,
      // A sale that is not running prices the line as a plain one.
      flashSaleId: sku.flashOpen ? line.flashSaleId : null,
      cartLineId: line.cartLineId,
      ...pointsPriced(sku, line.num, usePoints),
    };
  });
}

export async function quote(
  db: DbOrTx,
  deps: QuoteDeps,
  buyer: Buyer,
  input: PurchaseInput,
  rules: OrderRules,
  now: Date,
): Promise<Quote> {
  const wanted = await requestedLines(db, deps, buyer, input);
  const { skus, balances, offers } = await readTogether(db, 'order_quote', {
    skus: deps.catalog.skuLines.readPart(buyer, wanted),
    balances: deps.ledger.balancesPart(buyer.memberId),
    offers: offersPart(deps.subsidies, skuIdsOf(wanted)),
  });
  const lines = subsidised(deps.subsidies, quotedLines(wanted, skus, input.usePoints ?? false), offers);
  return settleQuote(db, deps, buyer, input, lines, balances, rules, now);
}

/** Settles priced lines against the member's balances and what they want to spend (reads the coupon, if any). */
export async function settleQuote(
  db: DbOrTx,
  deps: QuoteDeps,
  buyer: Buyer,
  input: PurchaseInput,
  lines: QuotedLine[],
  balances: MemberBalances,
  rules: OrderRules,
  now: Date,
): Promise<Quote> {
  // The coupon is priced on the lines at the member's prices; it refuses in the shopper's words.
  // Free shipping takes off the fee the order would pay without it.
  const shippingMinor = shippingOf(
    lines.reduce((total, line) => total + (line.points ? 0 : line.totalMinor), 0),
    rules,
  );
  const coupon =
    input.couponId === undefined
      ? 0
      : (
          await deps.coupons.quote(
            db,
            buyer.memberId,
            input.couponId,
            lines.map((line) => ({
              productId: line.sku.productId,
              categoryId: line.sku.categoryId,
              brandId: line.sku.brandId,
              amountMinor: line.totalMinor,
            })),
            now,
            shippingMinor,
          )
        ).discountMinor;
  const settlement = settle(
    lines.map((line) => ({
      totalMinor: line.totalMinor,
      paymentMethod: line.sku.paymentMethod,
      dcDiscountPercent: line.sku.dcDiscountPercent,
      taxRateBp: line.sku.taxRateBp,
      points: line.points,
      subsidyMinor: line.subsidy?.amountMinor ?? 0,
    })),
    { ...balances, COUPON: coupon },
    wantsOf(input),
    rules,
  );
  return { lines, settlement, balances };
}

export function lineViewOf(line: QuotedLine): Omit<OrderLineView, 'id'> {
  return {
    productId: line.sku.productId,
    productGoodsId: line.sku.productGoodsId,
    flashSaleId: line.flashSaleId,
    name: line.sku.name,
    specText: line.sku.specText,
    cover: line.sku.cover,
    num: line.num,
    price: formatMinor(unitPrice(line)),
    priceKind: line.sku.priceKind,
    retailPrice: formatMinor(line.sku.retailMinor),
    lineTotal: formatMinor(line.totalMinor),
    rewardMp: line.sku.rewardMp * line.num,
    points: earnedPoints(line),
    paymentMethod: line.sku.paymentMethod,
    dcEligible: line.sku.dcDiscountPercent > 0,
    pointsSpent: line.points,
  };
}

/** The amounts as the wire carries them, from the order's stored minor units. */
export function amountsView(s: {
  goods: number;
  shipping: number;
  freeShippingExcess: number;
  coupon: number;
  dcSaving: number;
  discountCard: number;
  voucher: number;
  beans: number;
  cashGift: number;
  cash: number;
  qr: number;
  tax: number;
  rewardMp: number;
  points: number;
  pointsSpent: number;
}): OrderAmounts {
  const orderTotal = s.goods + s.shipping - s.coupon - s.dcSaving;
  return {
    goodsTotal: formatMinor(s.goods),
    shippingFee: formatMinor(s.shipping),
    freeShippingExcess: formatMinor(s.freeShippingExcess),
    coupon: formatMinor(s.coupon),
    dcSaving: formatMinor(s.dcSaving),
    discountCard: formatMinor(s.discountCard),
    voucher: formatMinor(s.voucher),
    beans: formatMinor(s.beans),
    cashGift: formatMinor(s.cashGift),
    cash: formatMinor(s.cash),
    qr: formatMinor(s.qr),
    orderTotal: formatMinor(orderTotal),
    preTax: formatMinor(orderTotal - s.tax),
    tax: formatMinor(s.tax),
    rewardMp: s.rewardMp,
    points: s.points,
    pointsSpent: s.pointsSpent,
  };
}

/** The sources the wire's amounts name one by one. */
function wireAmounts(s: Settlement) {
  return {
    coupon: paidBy(s, 'coupon'),
    discountCard: paidBy(s, 'discountCard'),
    voucher: paidBy(s, 'voucher'),
    beans: paidBy(s, 'beans'),
    cashGift: paidBy(s, 'cashGift'),
    cash: paidBy(s, 'cash'),
    qr: paidBy(s, 'qr'),
  };
}

export function previewOf(quoted: Quote, currency: string): OrderPreview {
  const { lines, settlement: s, balances } = quoted;
  const use = (available: number, max: number, applied: number) => ({
    available: formatMinor(available),
    max: formatMinor(max),
    applied: formatMinor(applied),
  });
  return {
    lines: lines.map((line, index) => {
      const subsidy = s.lines[index]?.paid.subsidy ?? 0;
      return subsidy > 0 ? { ...lineViewOf(line), subsidy: formatMinor(subsidy) } : lineViewOf(line);
    }),
    amounts: amountsView({
      ...s,
      ...wireAmounts(s),
      rewardMp: lines.reduce((sum, line) => sum + line.sku.rewardMp * line.num, 0),
      points: lines.reduce((sum, line) => sum + earnedPoints(line), 0),
      pointsSpent: paidBy(s, 'points'),
    }),
    balances: {
      ...(Object.fromEntries(
        spend.map((source) => [
          source.name,
          use(s.available[source.name] ?? 0, s.max[source.name] ?? 0, source.applied(s)),
        ]),
      ) as Omit<OrderPreview['balances'], 'points'>),
      points: { available: balances.POINTS, applied: paidBy(s, 'points') },
    },
    currency,
  };
}
