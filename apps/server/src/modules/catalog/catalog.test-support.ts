// What the catalogue's HTTP tests share: a demo shop whose clock stands where the demo placed its
// flash sales, and finding a product by name.
import { expect } from 'vitest';
import { product } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

export const HOUR = 3_600_000;

/** The demo shop, its catalogue clock fixed two hours into the running earbuds sale. */
export async function demoShop(): Promise<{ t: TestApp; realNow: number }> {
  const t = await createTestApp({ demo: true });
  // The demo placed its flash sales around the moment it loaded: the running earbuds sale began two hours before.
  const sales = await t.services.catalog.admin.list(t.services.db, 'flashSale', 'en_US');
  const earbuds = sales.find((sale) => sale.productName === 'Wireless Noise-cancelling Earbuds')!;
  const realNow = Date.parse(earbuds.startsAt) + 2 * HOUR;
  t.services.catalog.clock = () => new Date(realNow);
  return { t, realNow };
}

/** The first search hit for a keyword; fails the test when there is none. */
export async function findProduct(t: TestApp, keyword: string) {
  const found = await t.ok(product.searchKeyword, { query: { keyword } });
  expect(found.list.length, keyword).toBeGreaterThan(0);
  return found.list[0]!;
}
