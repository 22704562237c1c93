import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { adminCatalog } from '@mall/contracts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { Db } from '../../db/client.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { CatalogService } from './catalog.service.ts';
import { storeProductImage } from './catalog.images.ts';

const IMAGE_MAX_BYTES = 8 * 1024 * 1024;

export interface CatalogAdminRouteDeps {
  db: Db;
  catalog: CatalogService;
  audit: AuditService;
  uploadsDir: string;
}

export async function catalogAdminRoutes(app: FastifyInstance, deps: CatalogAdminRouteDeps) {
  const admin = deps.catalog.admin;
  // Multipart is accepted only inside this plugin (the product image upload).
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  registerCall(app, adminCatalog.productPage, async ({ query, locale }) => admin.productPage(locale, query));
  registerCall(app, adminCatalog.productGet, async ({ query }) => admin.product(query.id));
  registerCall(app, adminCatalog.productSave, async ({ body, request }) =>
    audited(deps, request, body.id ? 'catalog.product.update' : 'catalog.product.create', 'product', async (tx) => {
      const change = await admin.saveProduct(tx, body);
      return { targetId: change.after.id, before: change.before, after: change.after, result: change.after };
    }),
  );
  registerCall(app, adminCatalog.productSetListed, async ({ body, request }) =>
    audited(deps, request, body.isListed ? 'catalog.product.list' : 'catalog.product.unlist', 'product', async (tx) => {
      const changed = await admin.setListed(tx, body.ids, body.isListed);
      return {
        targetId: changed.ids.join(',') || null,
        before: { ids: changed.ids, isListed: !body.isListed },
        after: { ids: changed.ids, isListed: body.isListed },
        result: { updated: changed.updated },
      };
    }),
  );
  registerCall(app, adminCatalog.productUploadImage, async ({ request }) => {
    const missing = () => new ValidationFailure([{ code: 'invalid_type', path: ['file'], message: 'required' }]);
    if (!request.isMultipart()) throw missing();
    const file = await request.file();
    if (!file) throw missing();
    const image = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE');
      throw error;
    });
    return storeProductImage(deps.uploadsDir, image);
  });

  const { category, brandCategory, brand, banner, homeModule, imageLink, hotWord, flashSale } = adminCatalog;

  registerCall(app, category.list, async () => admin.categories());
  registerCall(app, category.save, async ({ body, request }) =>
    audited(deps, request, 'catalog.category.save', 'category', async (tx) => {
      const change = await admin.saveCategory(tx, body);
      return { targetId: change.after.id, ...change, result: change.after };
    }),
  );
  registerCall(app, category.delete, async ({ body, request }) =>
    audited(deps, request, 'catalog.category.delete', 'category', async (tx) => {
      const before = (await admin.categories(tx)).find((row) => row.id === body.id) ?? null;
      await admin.deleteCategory(tx, body.id);
      return { targetId: body.id, before, after: null, result: { id: body.id, deleted: true as const } };
    }),
  );

  registerCall(app, brandCategory.list, async () => admin.brandCategories());
  registerCall(app, brandCategory.save, async ({ body, request }) =>
    audited(deps, request, 'catalog.brandCategory.save', 'brandCategory', async (tx) => {
      const change = await admin.saveBrandCategory(tx, body);
      return { targetId: change.after.id, ...change, result: change.after };
    }),
  );
  registerCall(app, brandCategory.delete, async ({ body, request }) =>
    audited(deps, request, 'catalog.brandCategory.delete', 'brandCategory', async (tx) => {
      const before = (await admin.brandCategories(tx)).find((row) => row.id === body.id) ?? null;
      await admin.deleteBrandCategory(tx, body.id);
      return { targetId: body.id, before, after: null, result: { id: body.id, deleted: true as const } };
    }),
  );

  registerCall(app, brand.list, async () => admin.brands());
  registerCall(app, brand.save, async ({ body, request }) =>
    audited(deps, request, 'catalog.brand.save', 'brand', async (tx) => {
      const change = await admin.saveBrand(tx, body);
      return { targetId: change.after.id, ...change, result: change.after };
    }),
  );
  registerCall(app, brand.delete, async ({ body, request }) =>
    audited(deps, request, 'catalog.brand.delete', 'brand', async (tx) => {
      const before = (await admin.brands(tx)).find((row) => row.id === body.id) ?? null;
      await admin.deleteBrand(tx, body.id);
      return { targetId: body.id, before, after: null, result: { id: body.id, deleted: true as const } };
    }),
  );

  registerCall(app, banner.list, async () => admin.banners());
  registerCall(app, banner.save, async ({ body, request }) =>
    audited(deps, request, 'catalog.banner.save', 'banner', async (tx) => {
      const change = await admin.saveBanner(tx, body);
      return { targetId: change.after.id, ...change, result: change.after };
    }),
  );
  registerCall(app, banner.delete, async ({ body, request }) =>
    audited(deps, request, 'catalog.banner.delete', 'banner', async (tx) => {
      const before = (await admin.banners(tx)).find((row) => row.id === body.id) ?? null;
      await admin.deleteBanner(tx, body.id);
      return { targetId: body.id, before, after: null, result: { id: body.id, deleted: true as const } };
    }),
  );

  registerCall(app, homeModule.list, async () => admin.homeModules());
  registerCall(app, homeModule.save, async ({ body, request }) =>
    audited(deps, request, 'catalog.homeModule.save', 'homeModule', async (tx) => {
      const change = await admin.saveHomeModule(tx, body);
      return { targetId: change.after.id, ...change, result: change.after };
    }),
  );
  registerCall(app, homeModule.delete, async ({ body, request }) =>
    audited(deps, request, 'catalog.homeModule.delete', 'homeModule', async (tx) => {
      const before = (await admin.homeModules(tx)).find((row) => row.id === body.id) ?? null;
      await admin.deleteHomeModule(tx, body.id);
      return { targetId: body.id, before, after: null, result: { id: body.id, deleted: true as const } };
    }),
  );

  registerCall(app, imageLink.list, async () => admin.imageLinks());
  registerCall(app, imageLink.save, async ({ body, request }) =>
    audited(deps, request, 'catalog.imageLink.save', 'imageLink', async (tx) => {
      const change = await admin.saveImageLink(tx, body);
      return { targetId: change.after.id, ...change, result: change.after };
    }),
  );
  registerCall(app, imageLink.delete, async ({ body, request }) =>
    audited(deps, request, 'catalog.imageLink.delete', 'imageLink', async (tx) => {
      const before = (await admin.imageLinks(tx)).find((row) => row.id === body.id) ?? null;
      await admin.deleteImageLink(tx, body.id);
      return { targetId: body.id, before, after: null, result: { id: body.id, deleted: true as const } };
    }),
  );

  registerCall(app, hotWord.list, async () => admin.hotWords());
  registerCall(app, hotWord.save, async ({ body, request }) =>
    audited(deps, request, 'catalog.hotWord.save', 'hotWord', async (tx) => {
      const change = await admin.saveHotWord(tx, body);
      return { targetId: change.after.id, ...change, result: change.after };
    }),
  );
  registerCall(app, hotWord.delete, async ({ body, request }) =>
    audited(deps, request, 'catalog.hotWord.delete', 'hotWord', async (tx) => {
      const before = (await admin.hotWords(tx)).find((row) => row.id === body.id) ?? null;
      await admin.deleteHotWord(tx, body.id);
      return { targetId: body.id, before, after: null, result: { id: body.id, deleted: true as const } };
    }),
  );

  registerCall(app, flashSale.list, async ({ locale }) => admin.flashSales(locale));
  registerCall(app, flashSale.save, async ({ body, request, locale }) =>
    audited(deps, request, 'catalog.flashSale.save', 'flashSale', async (tx) => {
      const change = await admin.saveFlashSale(tx, locale, body);
      return { targetId: change.after.id, ...change, result: change.after };
    }),
  );
  registerCall(app, flashSale.delete, async ({ body, request, locale }) =>
    audited(deps, request, 'catalog.flashSale.delete', 'flashSale', async (tx) => {
      const before = (await admin.flashSales(locale, tx)).find((row) => row.id === body.id) ?? null;
      await admin.deleteFlashSale(tx, body.id);
      return { targetId: body.id, before, after: null, result: { id: body.id, deleted: true as const } };
    }),
  );
}
