// How an order is paid, worked out from the lines' prices and what the shopper may spend. Pure: the
// same input always gives the same answer, so preview and create agree to the minor unit.
//
// Order of deductions (domain rules): coupon, discount card (DC-eligible lines, at their DC
// discount), voucher (lines paid by certificate), beans, cash balance (gift first), then QR.
// Points-zone lines paid with points take their points from the points balance; only their cash
// part (`totalMinor`) joins the money above, and it takes no discount card or voucher.

export interface PricedLine {
  totalMinor: number;
  paymentMethod: 'cash' | 'certificate';
  /** Percent off for the part of the line paid by the discount card; 0: not DC-eligible. */
  dcDiscountPercent: number;
  taxRateBp: number;
  /** Points the line is paid with (a points-zone line); its `totalMinor` is then its cash part. */
  points?: number;
}

export interface Wallet {
  beansMinor: number;
  cashGiftMinor: number;
  cashMinor: number;
  discountCardMinor: number;
  voucherMinor: number;
  /** Whole points. */
  points?: number;
}

/** What the shopper asks to spend, currency minor units; capped by the server. */
export interface Wants {
  beans: number;
  cash: number;
  discountCard: number;
  voucher: number;
}

export interface OrderRules {
  shippingFeeMinor: number;
  freeShippingMinor: number;
  /** Currency minor units one bean (100 bean minor units) pays. */
  beanValueMinor: number;
}

export interface LineShare {
  discountCard: number;
  dcSaving: number;
  voucher: number;
  beans: number;
  cashGift: number;
  cash: number;
  qr: number;
  coupon: number;
  points: number;
}

export interface Settlement {
  goods: number;
  shipping: number;
  freeShippingExcess: number;
  coupon: number;
  dcSaving: number;
  discountCard: number;
  voucher: number;
  /** Currency minor units paid by beans, and the beans it costs (bean minor units). */
  beans: number;
  beansCost: number;
  cashGift: number;
  cash: number;
  qr: number;
  tax: number;
  /** Points the points-zone lines take, and the points balance (more taken than held is refused by the caller). */
  points: number;
  pointsAvailable: number;
  /** The most each balance could cover here (currency minor), before the shopper's choice. */
  max: Wants;
  /** What each balance holds, in currency minor units. */
  available: Wants;
  lines: LineShare[];
}

/** Splits `amount` over `weights` in proportion, to the minor unit (largest remainders get the rest). */
export function prorate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let rest = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, frac: value - Math.floor(value) }))
    .sort((a, b) => b.frac - a.frac);
  for (const { index } of order) {
    if (rest <= 0) break;
    shares[index]! += 1;
    rest -= 1;
  }
  return shares;
}

function beansFor(currencyMinor: number, rules: OrderRules): number {
  return Math.ceil((currencyMinor * 100) / rules.beanValueMinor);
}

function currencyOfBeans(beansMinor: number, rules: OrderRules): number {
  return Math.floor((beansMinor * rules.beanValueMinor) / 100);
}

/** The discount card pays DC-eligible lines at their discount: paying `take` of a line saves its share. */
function applyDiscountCard(lines: readonly PricedLine[], shares: LineShare[], want: number, balance: number) {
  let left = Math.min(want, balance);
  let max = 0;
  lines.forEach((line, index) => {
    if (line.points) return;
    if (line.dcDiscountPercent <= 0 || line.dcDiscountPercent >= 100) return;
    const discounted = Math.floor((line.totalMinor * (100 - line.dcDiscountPercent)) / 100);
    max += discounted;
    const take = Math.min(left, discounted);
    if (take <= 0) return;
    left -= take;
    const share = shares[index]!;
    share.discountCard = take;
    share.dcSaving =
      take === discounted
        ? line.totalMinor - discounted
        : Math.floor((take * line.dcDiscountPercent) / (100 - line.dcDiscountPercent));
  });
  return Math.min(max, balance);
}

function applyVoucher(lines: readonly PricedLine[], shares: LineShare[], want: number, balance: number) {
  let left = Math.min(want, balance);
  let max = 0;
  lines.forEach((line, index) => {
    if (line.paymentMethod !== 'certificate' || line.points) return;
    const share = shares[index]!;
    const open = line.totalMinor - share.coupon - share.discountCard - share.dcSaving;
    max += open;
    const take = Math.min(left, open);
    share.voucher = take;
    left -= take;
  });
  return Math.min(max, balance);
}

function lineOpen(line: PricedLine, share: LineShare): number {
  return line.totalMinor - share.coupon - share.discountCard - share.dcSaving - share.voucher;
}

/** One share a line, nothing deducted yet; a points line carries its points. */
function emptyShares(lines: readonly PricedLine[]): LineShare[] {
  return lines.map((line) => ({
    discountCard: 0,
    dcSaving: 0,
    voucher: 0,
    beans: 0,
    cashGift: 0,
    cash: 0,
    qr: 0,
    coupon: 0,
    points: line.points ?? 0,
  }));
}

export function settle(
  lines: readonly PricedLine[],
  wallet: Wallet,
  wants: Wants,
  rules: OrderRules,
  couponMinor = 0,
): Settlement {
  const goods = lines.reduce((sum, line) => sum + line.totalMinor, 0);
  // Shipping is counted on the goods bought with money: a points redemption alone ships free.
  const moneyGoods = lines.reduce((sum, line) => sum + (line.points ? 0 : line.totalMinor), 0);
  const shipping = moneyGoods >= rules.freeShippingMinor || moneyGoods === 0 ? 0 : rules.shippingFeeMinor;
  const freeShippingExcess = Math.max(0, rules.freeShippingMinor - moneyGoods);
  const coupon = Math.min(couponMinor, goods);
  const shares = emptyShares(lines);
  prorate(
    coupon,
    lines.map((line) => line.totalMinor),
  ).forEach((share, index) => (shares[index]!.coupon = share));

  const maxDiscountCard = applyDiscountCard(lines, shares, wants.discountCard, wallet.discountCardMinor);
  const maxVoucher = applyVoucher(lines, shares, wants.voucher, wallet.voucherMinor);
  const sum = (pick: (share: LineShare) => number) => shares.reduce((total, share) => total + pick(share), 0);
  const discountCard = sum((share) => share.discountCard);
  const dcSaving = sum((share) => share.dcSaving);
  const voucher = sum((share) => share.voucher);

  const open = goods + shipping - coupon - discountCard - dcSaving - voucher;
  const maxBeans = Math.min(open, currencyOfBeans(wallet.beansMinor, rules));
  const beans = Math.min(wants.beans, maxBeans);
  const beansCost = beans > 0 ? Math.min(beansFor(beans, rules), wallet.beansMinor) : 0;
  const cashTotal = wallet.cashGiftMinor + wallet.cashMinor;
  const maxCash = Math.min(open - beans, cashTotal);
  const cashUsed = Math.min(wants.cash, maxCash);
  const cashGift = Math.min(cashUsed, wallet.cashGiftMinor);
  const cash = cashUsed - cashGift;
  const qr = open - beans - cashUsed;

  // Order-wide sources are carried by the lines in proportion to what each still owes (shipping
  // included as a share of the whole), so a refunded line returns each source pro rata.
  const weights = lines.map((line, index) => lineOpen(line, shares[index]!));
  for (const [key, amount] of [
    ['beans', beans],
    ['cashGift', cashGift],
    ['cash', cash],
    ['qr', qr],
  ] as const) {
    prorate(amount, weights).forEach((share, index) => (shares[index]![key] = share));
  }

  const tax = lines.reduce((total, line, index) => {
    const paid = line.totalMinor - shares[index]!.coupon - shares[index]!.dcSaving;
    return total + Math.round((paid * line.taxRateBp) / (10_000 + line.taxRateBp));
  }, 0);

  return {
    goods,
    shipping,
    freeShippingExcess,
    coupon,
    dcSaving,
    discountCard,
    voucher,
    beans,
    beansCost,
    cashGift,
    cash,
    qr,
    tax,
    points: shares.reduce((total, share) => total + share.points, 0),
    pointsAvailable: wallet.points ?? 0,
    max: { beans: maxBeans, cash: maxCash, discountCard: maxDiscountCard, voucher: maxVoucher },
    available: {
      beans: currencyOfBeans(wallet.beansMinor, rules),
      cash: cashTotal,
      discountCard: wallet.discountCardMinor,
      voucher: wallet.voucherMinor,
    },
    lines: shares,
  };
}
