export { CatalogService } from './catalog.service.ts';
export { catalogRoutes } from './catalog.routes.ts';
export { catalogAdminRoutes } from './catalog.admin.routes.ts';
export { IMAGE_SIZES } from './catalog.images.ts';
export type { ImageSet } from './catalog.schema.ts';
