// Loads the demo address books through smart paste and the address book, as a shopper would.
import { withTransaction } from '../db/client.ts';
import type { Services } from '../services.ts';
import { demoAddressTexts, demoHotRegions } from './address-demo.data.ts';

/** A few addresses for each demo member (the first is the default) and the demo hot regions. */
export async function loadAddressDemo(services: Services, memberIds: Record<string, number>): Promise<void> {
  const { db, addresses } = services;
  for (const [username, texts] of Object.entries(demoAddressTexts)) {
    const memberId = memberIds[username];
    if (!memberId) continue;
    for (const text of texts) {
      const read = await addresses.identify(db, 'th_TH', text);
      if (!read.name || !read.mobile || !read.province || !read.city || !read.area || !read.address || !read.zip) {
        throw new Error(`Demo address not understood: ${text}`);
      }
      const input = {
        name: read.name,
        mobile: read.mobile,
        provinceId: read.province.id,
        cityId: read.city.id,
        areaId: read.area.id,
        zip: read.zip,
        address: read.address,
        isDefault: false,
      };
      await withTransaction(db, (tx) => addresses.book.add(tx, 'th_TH', memberId, input));
    }
  }
  for (const [order, name] of demoHotRegions.entries()) {
    const [region] = await addresses.regions.byName(db, 'zh_CN', name, 1);
    if (region) await withTransaction(db, (tx) => addresses.hotRegions.save(tx, 'zh_CN', region.id, order + 1));
  }
}
