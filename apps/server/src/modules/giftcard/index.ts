export { GiftCardService, type GiftCardDeps } from './giftcard.service.ts';
export { GiftCardAdmin } from './giftcard.admin.ts';
export { giftCardRoutes, type GiftCardRouteDeps } from './giftcard.routes.ts';
