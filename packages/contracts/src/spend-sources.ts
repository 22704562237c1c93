// The balances a shopper may choose to spend at checkout, zod-free so the apps can load them. Each
// is one `use<Name>` amount of orders/preview and orders/create and one entry of the preview's
// `balances`; the server's payment-source registry (modules/orders/orders.sources.ts) and the
// checkout screen iterate this list, so a new balance is one entry here and one there.
export const spendSources = [
  { name: 'beans', param: 'useBeans' },
  /** The cash balance: the gift part first, then the withdrawable part. */
  { name: 'cash', param: 'useCash' },
  { name: 'discountCard', param: 'useDiscountCard' },
  { name: 'voucher', param: 'useVoucher' },
  /** Delivery-card credit, from a pickup gift card. */
  { name: 'deliveryCard', param: 'useDeliveryCard' },
] as const;

export type SpendSourceName = (typeof spendSources)[number]['name'];
export type SpendParam = (typeof spendSources)[number]['param'];
