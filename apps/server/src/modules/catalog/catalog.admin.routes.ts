import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { adminCatalog } from '@mall/contracts';
import { registerCall } from '../../lib/register-call.ts';
import { readUpload } from '../../lib/upload.ts';
import type { Db } from '../../db/client.ts';
import { registerCrudCalls } from '../../db/crud-routes.ts';
import { audited, type AuditService } from '../audit/index.ts';
import { crudNames, type CrudInput, type CrudName, type CrudRow } from './catalog.admin-entities.ts';
import type { CatalogAdminService } from './catalog.admin.ts';
import type { CatalogService } from './catalog.service.ts';
import { storeProductImage } from './catalog.images.ts';
import type { FileStore } from '../../lib/file-store.ts';

const IMAGE_MAX_BYTES = 8 * 1024 * 1024;

export interface CatalogAdminRouteDeps {
  db: Db;
  catalog: CatalogService;
  audit: AuditService;
  uploads: FileStore;
}

/** List, save and delete of one simple table, each change audited as `catalog.<name>.save|delete`. */
function registerTable<N extends CrudName>(app: FastifyInstance, deps: CatalogAdminRouteDeps, name: N): void {
  const admin: CatalogAdminService = deps.catalog.admin;
  registerCrudCalls<CrudRow<N>, CrudInput<N>>(
    app,
    adminCatalog[name],
    {
      list: (locale) => admin.list(deps.db, name, locale),
      save: (tx, input, locale) => admin.save(tx, name, locale, input),
      remove: (tx, id, locale) => admin.remove(tx, name, locale, id),
    },
    {
      run: (request, action, target, change) => audited(deps, request, action, target, change),
      action: `catalog.${name}`,
      target: name,
    },
  );
}

export async function catalogAdminRoutes(app: FastifyInstance, deps: CatalogAdminRouteDeps) {
  const admin = deps.catalog.admin;
  // Multipart is accepted only inside this plugin (the product image upload).
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  registerCall(app, adminCatalog.productPage, async ({ query, locale }) => admin.products.page(deps.db, locale, query));
  registerCall(app, adminCatalog.productGet, async ({ query }) => admin.products.get(deps.db, query.id));
  registerCall(app, adminCatalog.productSave, async ({ body, request }) =>
    audited(deps, request, body.id ? 'catalog.product.update' : 'catalog.product.create', 'product', async (tx) => {
      const change = await admin.products.save(tx, body);
      return { targetId: change.after.id, before: change.before, after: change.after, result: change.after };
    }),
  );
  registerCall(app, adminCatalog.productSetListed, async ({ body, request }) =>
    audited(deps, request, body.isListed ? 'catalog.product.list' : 'catalog.product.unlist', 'product', async (tx) => {
      const changed = await admin.products.setListed(tx, body.ids, body.isListed);
      return {
        targetId: changed.ids.join(',') || null,
        before: { ids: changed.ids, isListed: !body.isListed },
        after: { ids: changed.ids, isListed: body.isListed },
        result: { updated: changed.updated },
      };
    }),
  );
  registerCall(app, adminCatalog.productUploadImage, async ({ request }) => {
    const upload = await readUpload(request, { maxBytes: IMAGE_MAX_BYTES, wrongType: 'catalog.imageInvalid' });
    return storeProductImage(deps.uploads, upload.bytes);
  });

  for (const name of crudNames) registerTable(app, deps, name);
}
