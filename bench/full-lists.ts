// Lists as the app asks them: 20 products a page. The demo lists hold only 4-9 products, so the
// benches that measure a later page first add generated products (`bench/scale-data.ts`) to make
// each measured list's page 2 a full page.
import pg from 'pg';
import { ALL_CACHES, CACHE_CHANNEL } from '../apps/server/src/db/cache-bus.ts';
import { answerOf, BROWSER_HEADERS } from './demo-shop.ts';
import { loadScaleData } from './scale-data.ts';

/** The app's list page (`PAGE_SIZE` in apps/web/src/shared/catalog-lists/api/paged.ts): lists are asked as it asks. */
export const APP_PAGE_SIZE = '20';

/**
 * Products added to the demo data so each measured list has a full page 2 at the app's page size:
 * all in the measured category, spread over every brand, one in twenty named after rice.
 */
const LIST_PRODUCTS = 1_000;

/**
 * Adds the products on the shop's database, drops every cache of the shop as a catalogue change
 * does, and waits until each of `laterPages` (paths of page 2 at the app's page size) answers a full page.
 */
export async function fillLists(
  databaseUrl: string,
  shopUrl: string,
  categoryId: number,
  laterPages: string[],
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const size = { products: LIST_PRODUCTS, members: 0, intoCategory: LIST_PRODUCTS };
    // The generated favourites go to the company root, not to a member whose pages are measured.
    const company = await client.query<{ id: number }>('select min(id)::int as id from members');
    await loadScaleData(client, size, categoryId, company.rows[0]!.id);
    await client.query('select pg_notify($1, $2)', [CACHE_CHANNEL, JSON.stringify([ALL_CACHES])]);
  } finally {
    await client.end();
  }
  for (const page of laterPages) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { result } = (await answerOf(`${shopUrl}${page}`, BROWSER_HEADERS)) as { result: { list: unknown[] } };
      if (result.list.length === Number(APP_PAGE_SIZE)) break;
      if (Date.now() > deadline) throw new Error(`${page}: ${result.list.length} products on page 2`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
