export { boughtElsewhere, cartChanged, CartService, type FreeShipping } from './cart.service.ts';
export { cartRoutes, type CartRouteDeps } from './cart.routes.ts';
export { cartLines as cartLineTable } from './cart.schema.ts';
export type { StoredLine as CartLine } from './cart.view.ts';
