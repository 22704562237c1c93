// The closed lists of the wire, written once as plain arrays: the contracts' zod schemas build their
// enums from them, and the apps import them from the browser entry. No zod here.

// Languages
export const locales = ['zh_CN', 'zh_HK', 'en_US', 'th_TH'] as const;

// Catalogue
export const productTypes = ['normal', 'set', 'lot', 'e-voucher', 'points-zone', 'subsidy'] as const;
export type ProductType = (typeof productTypes)[number];
export const paymentMethods = ['cash', 'certificate'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const flashSaleStates = ['waiting', 'grab', 'ended'] as const;
export type FlashSaleState = (typeof flashSaleStates)[number];
export const productSorts = ['default', 'priceAsc', 'priceDesc', 'sales', 'newest'] as const;
export const contentPositions = ['home', 'integral', 'lot', 'vip'] as const;
export const homeModuleKinds = [
  'products',
  'sets',
  'lot',
  'points-zone',
  'subsidy',
  'seckill',
  'brands',
  'link',
] as const;
export const hotWordKinds = ['product', 'voucher'] as const;

// Member
export const sexes = ['male', 'female', 'other'] as const;

// Wallet and ledger
/** The kinds of value a ledger account holds. */
export const ledgerAssets = [
  'CASH',
  'CASH_GIFT',
  'BEANS',
  'BONUS_CREDIT',
  'DISCOUNT_CARD',
  'VOUCHER',
  'POINTS',
  /** Delivery-card credit: a pickup gift card's value, spent on the order it makes. */
  'DELIVERY_CARD',
] as const;
export type LedgerAsset = (typeof ledgerAssets)[number];

/** Points are whole numbers; every other asset is money-like, counted in hundredths. */
export const assetScale: Record<LedgerAsset, 1 | 100> = {
  CASH: 100,
  CASH_GIFT: 100,
  BEANS: 100,
  BONUS_CREDIT: 100,
  DISCOUNT_CARD: 100,
  VOUCHER: 100,
  POINTS: 1,
  DELIVERY_CARD: 100,
};

/** The app warns when bonus credit (the remaining earning cap) falls below 200.00. */
export const BONUS_CREDIT_WARNING_MINOR = 20_000;

/** Why value moved; stored on every transfer and shown (as a history type) to members. */
export const transferKinds = [
  'OPENING_BALANCE',
  'ADJUSTMENT',
  'REVERSAL',
  'HOLD',
  'HOLD_VOID',
  'HOLD_POST',
  'ORDER_PAYMENT',
  'ORDER_REFUND',
  'TOP_UP',
  'WITHDRAWAL',
  'SYSTEM_GIFT',
  'BONUS_DIRECT',
  'BONUS_PAIRING',
  'BONUS_GENERATION',
  'BONUS_CREDIT_GRANT',
  'BONUS_CREDIT_USE',
  'BEANS_EARNED',
  'BEANS_GIFT',
  'BEANS_REFERRAL_REWARD',
  'BEANS_CONSUMPTION_REWARD',
  'BEANS_PAC_GIFT',
  'BEANS_GIFT_RETURNED',
  'BEANS_GIFT_CANCELLED',
  'BEANS_SALE',
  'DC_PURCHASE',
  'DC_USE',
  'DC_EXPIRED',
  'DC_RECEIVED',
  'DC_RETURNED',
  'DC_DISTRIBUTE',
  'POINTS_EARNED',
  'POINTS_REDEEMED',
  /** A product's cashback paid to the member who shared it, when the order's MP activated. */
  'CASHBACK',
] as const;
export type TransferKind = (typeof transferKinds)[number];

/**
 * What a history line is called: its transfer kind, except a discount-card distribution, which
 * the sender sees as DC_DISTRIBUTED and the receiver as DC_RECEIVED_FROM_USER.
 */
export const historyTypes = [...transferKinds, 'DC_DISTRIBUTED', 'DC_RECEIVED_FROM_USER'] as const;
export type HistoryType = (typeof historyTypes)[number];

/** The beans history filter: the spec's ten types. */
export const beansHistoryTypes = [
  'BEANS_EARNED',
  'BEANS_GIFT',
  'SYSTEM_GIFT',
  'BEANS_REFERRAL_REWARD',
  'BEANS_CONSUMPTION_REWARD',
  'BEANS_PAC_GIFT',
  'BEANS_GIFT_RETURNED',
  'BEANS_GIFT_CANCELLED',
  'TOP_UP',
  'OPENING_BALANCE',
] as const satisfies readonly HistoryType[];

/** The discount-card history filter: the spec's seven types. */
export const discountCardHistoryTypes = [
  'DC_PURCHASE',
  'DC_USE',
  'DC_EXPIRED',
  'DC_RECEIVED',
  'DC_RETURNED',
  'DC_DISTRIBUTED',
  'DC_RECEIVED_FROM_USER',
] as const satisfies readonly HistoryType[];

export const bonusKinds = [
  'BONUS_DIRECT',
  'BONUS_PAIRING',
  'BONUS_GENERATION',
] as const satisfies readonly TransferKind[];

export const cashHistoryTypes = [
  'OPENING_BALANCE',
  'BONUS_DIRECT',
  'BONUS_PAIRING',
  'BONUS_GENERATION',
  'ORDER_PAYMENT',
  'ORDER_REFUND',
  'TOP_UP',
  'WITHDRAWAL',
  'SYSTEM_GIFT',
  'DC_PURCHASE',
  'HOLD',
  'HOLD_VOID',
  'ADJUSTMENT',
  'REVERSAL',
  'CASHBACK',
] as const satisfies readonly HistoryType[];

export const voucherHistoryTypes = [
  'OPENING_BALANCE',
  'SYSTEM_GIFT',
  'ORDER_PAYMENT',
  'ORDER_REFUND',
  'ADJUSTMENT',
  'REVERSAL',
] as const satisfies readonly HistoryType[];

export const pointsHistoryTypes = [
  'OPENING_BALANCE',
  'POINTS_EARNED',
  'POINTS_REDEEMED',
  'ORDER_REFUND',
  'ADJUSTMENT',
  'REVERSAL',
] as const satisfies readonly HistoryType[];

/** The two parts of the cash balance, which its history can show apart. */
export const cashAssets = ['CASH', 'CASH_GIFT'] as const satisfies readonly LedgerAsset[];
export type CashAsset = (typeof cashAssets)[number];

export const adjustmentReasonCodes = ['CORRECTION', 'COMPENSATION', 'PROMOTION', 'MIGRATION', 'OTHER'] as const;
/** Whether an operator's adjustment adds to a balance or takes from it. */
export const adjustmentDirections = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof adjustmentDirections)[number];
export const adjustmentStatuses = ['pending', 'applied', 'rejected'] as const;

/** Countries whose regions the shop carries: Thailand and mainland China. */
export const regionCountries = ['TH', 'CN'] as const;
export type RegionCountry = (typeof regionCountries)[number];

/**
 * Carriers the back office offers when shipping (an operator may type any other name). A carrier's
 * tracking webhook may name one by its code in its address instead of its name.
 */
export const commonCarriers = [
  { code: 'thailandpost', name: 'Thailand Post' },
  { code: 'kerry', name: 'Kerry Express' },
  { code: 'flash', name: 'Flash Express' },
  { code: 'jt', name: 'J&T Express' },
  { code: 'ninjavan', name: 'Ninja Van' },
  { code: 'best', name: 'BEST Express' },
  { code: 'dhl', name: 'DHL eCommerce' },
  { code: 'scg', name: 'SCG Express' },
  { code: 'shopee', name: 'SPX Express' },
  { code: 'lazada', name: 'LEX TH' },
] as const;
