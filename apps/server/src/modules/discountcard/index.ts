export { DiscountCardService, DISCOUNT_CARD_KIND } from './discountcard.service.ts';
export { discountCardPayable } from './discountcard.payable.ts';
export { discountCardRoutes, type DiscountCardRouteDeps } from './discountcard.routes.ts';
export { discountCardPurchases as discountCardPurchaseTable } from './discountcard.schema.ts';
