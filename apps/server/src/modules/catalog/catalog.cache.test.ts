// The catalogue's caches under load: when the home modules expire while many shoppers ask for
// them, one rebuild runs and everyone gets its answer (no stampede).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appIndex, product, productCate } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { answerCompressions } from '../../lib/answer-cache.ts';
import type { TestApp } from '../../../test/harness.ts';
import { statementsDuring } from '../../../test/statements.ts';
import { demoShop, findProduct } from './catalog.test-support.ts';

let t: TestApp;
let now: number;

beforeAll(async () => {
  ({ t, realNow: now } = await demoShop());
  t.services.catalog.clock = () => new Date(now);
});
afterAll(() => t?.close());

describe('the home modules at cache expiry', () => {
  it('are rebuilt once for 50 shoppers asking at the same moment', async () => {
    const warm = await t.ok(appIndex.homepageModule);
    now += 60_000;
    // Dropped rather than expired: an expired answer is served while it rebuilds, so no one waits.
    t.services.catalog.answers.clear();
    const statements = await statementsDuring(t.pool, async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, () => t.ok(appIndex.homepageModule)));
      for (const answer of answers) expect(answer.modules.map((m) => m.id)).toEqual(warm.modules.map((m) => m.id));
    });
    expect(statements.filter((text) => text.includes('catalog_home_modules'))).toHaveLength(1);
  });

  it('are served from memory until they expire', async () => {
    await t.ok(appIndex.homepageModule);
    await t.ok(productCate.tree);
    const statements = await statementsDuring(t.pool, async () => {
      await Promise.all(Array.from({ length: 20 }, () => t.ok(appIndex.homepageModule)));
      await t.ok(productCate.tree);
    });
    expect(statements.filter((text) => /catalog_(home_modules|banners|categories)/.test(text))).toEqual([]);
  });
});

describe('a product page', () => {
  it('is shared by every viewer for a moment: a repeat view costs no statement', async () => {
    const { id } = await findProduct(t, 'Hydrating Serum');
    await t.ok(product.detail, { query: { id } });
    const statements = await statementsDuring(t.pool, () => t.ok(product.detail, { query: { id }, lang: 'zh_CN' }));
    expect(statements).toEqual([]);
  });

  it('is kept for a guest as its bytes: compressed once, and 304 to a guest who holds it', async () => {
    const { id } = await findProduct(t, 'Hydrating Serum');
    const ask = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `${product.detail.path}?id=${id}`, headers: { lang: 'en_US', ...headers } });
    const first = await ask({ 'accept-encoding': 'br, gzip' });
    expect(first.headers.etag).toMatch(/^".+"$/);
    const compressions = answerCompressions();
    for (let round = 0; round < 5; round++) {
      const again = await ask({ 'accept-encoding': 'br, gzip' });
      expect(again.headers['content-encoding']).toBe('br');
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(answerCompressions()).toBe(compressions);
    expect((await ask({ 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
  });

  it('shows a sale made in this process at once', async () => {
    const { id } = await findProduct(t, 'Hydrating Serum');
    const before = await t.ok(product.detail, { query: { id } });
    const sku = before.skus.find((candidate) => candidate.stock > 0)!;
    await withTransaction(t.db, (tx) =>
      t.services.catalog.stock.take(tx, [{ productGoodsId: sku.productGoodsId, qty: 1 }]),
    );
    const after = await t.ok(product.detail, { query: { id } });
    expect(after.soldCount).toBe(before.soldCount + 1);
  });
});
