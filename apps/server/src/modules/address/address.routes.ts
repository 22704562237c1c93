import type { FastifyInstance } from 'fastify';
import { adminAddress, memberAddress } from '@mall/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { AddressService } from './address.service.ts';

export interface AddressRouteDeps {
  db: Db;
  audit: AuditService;
  addresses: AddressService;
}

export async function addressRoutes(app: FastifyInstance, deps: AddressRouteDeps) {
  const { db, addresses } = deps;
  const { regions, book } = addresses;
  registerCall(app, memberAddress.getAllProvince, async ({ body, locale }) =>
    regions.provinces(db, locale, body.country),
  );
  registerCall(app, memberAddress.getRegionsByPid, async ({ query, locale }) =>
    regions.children(db, locale, query.pid),
  );
  registerCall(app, memberAddress.getDistinctRegionsByPid, async ({ query, locale }) =>
    regions.children(db, locale, query.pid, true),
  );
  registerCall(app, memberAddress.getRegionsByName, async ({ query, locale }) =>
    regions.byName(db, locale, query.name, query.limit),
  );
  registerCall(app, memberAddress.getAllHotRegion, async ({ locale }) => addresses.hotRegions.list(db, locale));
  registerCall(app, memberAddress.reverseGeocoding, async ({ query, locale }) =>
    regions.nearest(db, locale, query.latitude, query.longitude),
  );
  registerCall(app, memberAddress.identifyLongAddress, async ({ body, locale }) =>
    addresses.identify(db, locale, body.text),
  );

  registerCall(app, memberAddress.selectList, async ({ locale, member }) => book.list(db, locale, member.memberId));
  registerCall(app, memberAddress.addAds, async ({ body, locale, member }) =>
    withTransaction(db, (tx) => book.add(tx, locale, member.memberId, body)),
  );
  registerCall(app, memberAddress.updateAds, async ({ body, locale, member }) =>
    withTransaction(db, (tx) => book.update(tx, locale, member.memberId, body.id, body)),
  );
  registerCall(app, memberAddress.delete, async ({ body, member }) => {
    await withTransaction(db, (tx) => book.remove(tx, member.memberId, [body.id]));
    return { id: body.id };
  });
  registerCall(app, memberAddress.delAds, async ({ body, member }) => ({
    deleted: await withTransaction(db, (tx) => book.remove(tx, member.memberId, body.ids)),
  }));
  registerCall(app, memberAddress.selectById, async ({ body, locale, member }) =>
    book.get(db, locale, member.memberId, body.id),
  );
  registerCall(app, memberAddress.updateDefAds, async ({ body, locale, member }) =>
    withTransaction(db, (tx) => book.makeDefault(tx, locale, member.memberId, body.id)),
  );
  registerCall(app, memberAddress.getMemberDefAds, async ({ locale, member }) =>
    book.byDefault(db, locale, member.memberId),
  );
  registerCall(app, memberAddress.getMemberDefAdsPost, async ({ locale, member }) =>
    book.byDefault(db, locale, member.memberId),
  );

  registerCall(app, adminAddress.hotRegions, async ({ locale }) => addresses.hotRegions.list(db, locale));
  registerCall(app, adminAddress.searchRegions, async ({ query, locale }) =>
    regions.byName(db, locale, query.name, 30),
  );
  registerCall(app, adminAddress.saveHotRegion, async ({ body, locale, request }) =>
    audited(deps, request, 'address.hotRegion.save', 'hotRegion', async (tx) => {
      const after = await addresses.hotRegions.save(tx, locale, body.regionId, body.sortOrder);
      return { targetId: body.regionId, before: null, after, result: after };
    }),
  );
  registerCall(app, adminAddress.deleteHotRegion, async ({ body, request }) =>
    audited(deps, request, 'address.hotRegion.delete', 'hotRegion', async (tx) => {
      await addresses.hotRegions.remove(tx, body.regionId);
      return {
        targetId: body.regionId,
        before: { regionId: body.regionId },
        after: null,
        result: { regionId: body.regionId },
      };
    }),
  );
}
