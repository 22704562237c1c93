// How an order is paid: the order of deductions, each within its eligibility and balance, the
// discount card's saving, beans' value, tax inside prices, and shares of each line to the minor unit.
import { describe, expect, it } from 'vitest';
import { prorate, settle as settleBy, type PricedLine, type Wants } from './orders.pricing.ts';
import { paymentSources } from './sources/index.ts';
import { fromBalance, type PaymentSource } from './sources/source.ts';

interface Wallet {
  beansMinor: number;
  cashGiftMinor: number;
  cashMinor: number;
  discountCardMinor: number;
  voucherMinor: number;
}

/** The settlement with each source's figures flat, as the amounts the wire shows. */
function settle(lines: PricedLine[], wallet: Wallet, wants: Wants, rules: Parameters<typeof settleBy>[3]) {
  const s = settleBy(
    lines,
    {
      BEANS: wallet.beansMinor,
      CASH_GIFT: wallet.cashGiftMinor,
      CASH: wallet.cashMinor,
      DISCOUNT_CARD: wallet.discountCardMinor,
      VOUCHER: wallet.voucherMinor,
    },
    wants,
    rules,
  );
  const flat = (paid: Record<string, number>) => ({
    coupon: 0,
    discountCard: 0,
    voucher: 0,
    beans: 0,
    cashGift: 0,
    cash: 0,
    qr: 0,
    ...paid,
  });
  const { beans, cash, discountCard, voucher } = s.max;
  return {
    ...s,
    ...flat(s.paid),
    beansCost: s.units.beans ?? 0,
    max: { beans, cash, discountCard, voucher },
    lines: s.lines.map((share) => ({ ...flat(share.paid), dcSaving: share.dcSaving })),
  };
}

const rules = { shippingFeeMinor: 1_000, freeShippingMinor: 50_000, beanValueMinor: 100 };
const none: Wants = { beans: 0, cash: 0, discountCard: 0, voucher: 0 };
const empty: Wallet = { beansMinor: 0, cashGiftMinor: 0, cashMinor: 0, discountCardMinor: 0, voucherMinor: 0 };
const line = (totalMinor: number, extra: Partial<PricedLine> = {}): PricedLine => ({
  totalMinor,
  paymentMethod: 'cash',
  dcDiscountPercent: 0,
  taxRateBp: 0,
  ...extra,
});

describe('prorate', () => {
  it('splits to the minor unit and never loses one', () => {
    expect(prorate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(prorate(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(prorate(0, [3, 4])).toEqual([0, 0]);
    expect(prorate(7, [0, 0])).toEqual([0, 0]);
    const shares = prorate(99_999, [12_345, 1, 67_890, 3]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(99_999);
  });
});

describe('settle', () => {
  it('charges shipping below the threshold and waives it from the threshold on', () => {
    expect(settle([line(49_999)], empty, none, rules)).toMatchObject({
      shipping: 1_000,
      freeShippingExcess: 1,
      qr: 50_999,
    });
    expect(settle([line(50_000)], empty, none, rules)).toMatchObject({
      shipping: 0,
      freeShippingExcess: 0,
      qr: 50_000,
    });
  });

  it('spends balances in order and within what each may cover, leaving the rest to the QR', () => {
    const wallet: Wallet = {
      beansMinor: 3_000,
      cashGiftMinor: 2_000,
      cashMinor: 100_000,
      discountCardMinor: 0,
      voucherMinor: 0,
    };
    const s = settle([line(10_000)], wallet, { beans: 5_000, cash: 4_000, discountCard: 0, voucher: 0 }, rules);
    // 100.00 + 10.00 shipping: beans capped at the 30.00 held, then 40.00 of cash, the gift part first.
    expect(s).toMatchObject({ beans: 3_000, beansCost: 3_000, cashGift: 2_000, cash: 2_000, qr: 4_000 });
    expect(s.max).toEqual({ beans: 3_000, cash: 8_000, discountCard: 0, voucher: 0 });
    expect(s.goods + s.shipping).toBe(s.beans + s.cashGift + s.cash + s.qr);
  });

  it('values beans by the setting', () => {
    const wallet = { ...empty, beansMinor: 10_000 };
    const half = { ...rules, beanValueMinor: 50 };
    const s = settle([line(60_000)], wallet, { ...none, beans: 4_000 }, half);
    expect(s).toMatchObject({ beans: 4_000, beansCost: 8_000, qr: 56_000 });
    expect(s.max.beans).toBe(5_000);
  });

  it('lets vouchers pay only certificate lines', () => {
    const wallet = { ...empty, voucherMinor: 100_000 };
    const s = settle(
      [line(20_000), line(30_000, { paymentMethod: 'certificate' })],
      wallet,
      { ...none, voucher: 100_000 },
      rules,
    );
    expect(s.voucher).toBe(30_000);
    expect(s.max.voucher).toBe(30_000);
    expect(s.lines.map((share) => share.voucher)).toEqual([0, 30_000]);
    expect(s.qr).toBe(20_000);
  });

  it('pays DC-eligible lines at their discount, the saving taken off the price', () => {
    const wallet = { ...empty, discountCardMinor: 100_000 };
    // 200.00 at 10% off by card: the card pays 180.00, 20.00 is saved; the other line is not eligible.
    const s = settle(
      [line(20_000, { dcDiscountPercent: 10 }), line(40_000)],
      wallet,
      { ...none, discountCard: 100_000 },
      rules,
    );
    expect(s).toMatchObject({ discountCard: 18_000, dcSaving: 2_000, qr: 40_000, shipping: 0 });
    expect(s.goods + s.shipping - s.coupon - s.dcSaving).toBe(
      s.discountCard + s.voucher + s.beans + s.cash + s.cashGift + s.qr,
    );
    // Part of it by card: the saving is in proportion.
    const part = settle([line(20_000, { dcDiscountPercent: 10 })], wallet, { ...none, discountCard: 9_000 }, rules);
    expect(part).toMatchObject({ discountCard: 9_000, dcSaving: 1_000, qr: 11_000 });
  });

  it('finds the tax inside tax-inclusive prices', () => {
    const s = settle([line(10_700, { taxRateBp: 700 }), line(5_000)], empty, none, rules);
    expect(s.tax).toBe(700);
  });

  it('carries every source on the lines in proportion, so a refunded line returns each pro rata', () => {
    const wallet = { ...empty, beansMinor: 1_000, cashMinor: 1_000 };
    const s = settle([line(30_000), line(30_000)], wallet, { ...none, beans: 1_000, cash: 1_000 }, rules);
    expect(s.lines.map((share) => share.beans)).toEqual([500, 500]);
    expect(s.lines.map((share) => share.cash)).toEqual([500, 500]);
    expect(s.lines.reduce((sum, share) => sum + share.qr, 0)).toBe(s.qr);
  });
});

describe('a source added to the registry', () => {
  it('covers its part at its place in the deduction order, carried by the lines pro rata', () => {
    const subsidy: PaymentSource = {
      name: 'subsidy',
      source: 'BONUS_CREDIT',
      ledger: {},
      cover: (step) => fromBalance(step),
    };
    const qrAt = paymentSources.findIndex((entry) => entry.name === 'qr');
    const sources = [...paymentSources.slice(0, qrAt), subsidy, ...paymentSources.slice(qrAt)];
    const s = settleBy(
      [line(30_000), line(10_000)],
      { BONUS_CREDIT: 5_000, CASH: 100_000 },
      { cash: 1_000 },
      rules,
      sources,
    );
    // 400.00 + 10.00 shipping: 10.00 of cash asked, then the subsidy's 50.00, the rest by QR.
    expect(s.paid).toMatchObject({ cash: 1_000, subsidy: 5_000, qr: 35_000 });
    expect(s.lines.map((share) => share.paid.subsidy)).toEqual([3_750, 1_250]);
    expect(s.available.subsidy).toBe(5_000);
  });
});
