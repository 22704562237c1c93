export { CatalogService } from './catalog.service.ts';
export { catalogRoutes } from './catalog.routes.ts';
export { catalogAdminRoutes } from './catalog.admin.routes.ts';
export { IMAGE_SIZES } from './catalog.images.ts';
export type { ImageSet } from './catalog.schema.ts';
export { skuRefKey, type SkuLine, type SkuRef } from './catalog.sku-lines.ts';
export type { Viewer } from './catalog.context.ts';
export { stockShortfall } from './catalog.stock.service.ts';
export { refuseFlashBelowVip } from './catalog.flash.ts';
