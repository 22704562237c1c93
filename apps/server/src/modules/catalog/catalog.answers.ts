// Which catalogue answers many shoppers share, and so are kept as their compressed bytes: home,
// the home modules, category and brand first pages, first pages of searches and a guest's product page. Prices depend only
// on the viewer's tier, so a member shares the answer of their tier; what is their own (a search
// saved to their history) runs beside it.
import type { appIndex, CallDef, product, supplierBrand } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { FILL_QUALITY } from '../../lib/answer-cache.ts';
import type { AuthMember } from '../../lib/auth.ts';
import type { CachedAnswers, CallContext } from '../../lib/register-call.ts';
import { productAnswerKey } from './catalog.context.ts';
import type { CatalogService } from './catalog.service.ts';

/** The price tier of the viewer: cards show member prices from level 2 (as `ProductCards.toCard`). */
export function tierOf(member: AuthMember | null): 'member' | 'retail' {
  return (member?.level ?? 0) >= 2 ? 'member' : 'retail';
}

/** The first flash-sale start or end after the answer was built: home's countdowns change there. */
function nextFlashChange(result: { flashSaleCount: { currentEndsAt: string | null; nextStartsAt: string | null } }) {
  const times = [result.flashSaleCount.currentEndsAt, result.flashSaleCount.nextStartsAt]
    .filter((time): time is string => time !== null)
    .map((time) => Date.parse(time));
  return times.length > 0 ? Math.min(...times) : undefined;
}

export function homeAnswers(catalog: CatalogService): CachedAnswers<typeof appIndex.home> {
  return {
    cache: catalog.answers,
    key: ({ member }) => `home:${tierOf(member)}`,
    expiresAt: nextFlashChange,
    quality: FILL_QUALITY.best,
  };
}

export function homeModuleAnswers(catalog: CatalogService): CachedAnswers<typeof appIndex.homepageModule> {
  return {
    cache: catalog.answers,
    key: ({ query, member }) => `module:${query.position}:${tierOf(member)}`,
    quality: FILL_QUALITY.best,
  };
}

/** First pages only: later pages are asked by few, and each is a statement anyway. */
function firstPageKey<C extends CallDef>(name: string) {
  return ({ query, member }: CallContext<C>) => {
    const page = query as { pageNum?: number };
    return page.pageNum === 1 ? `${name}:${tierOf(member)}:${JSON.stringify(query)}` : null;
  };
}

export function categoryAnswers(catalog: CatalogService): CachedAnswers<typeof product.cateProductPage> {
  return { cache: catalog.answers, key: firstPageKey('category') };
}

export function brandAnswers(catalog: CatalogService): CachedAnswers<typeof supplierBrand.productPage> {
  return { cache: catalog.answers, key: firstPageKey('brand') };
}

/**
 * The hit list is the same for every viewer of a tier (read from `reads`, the replica when there is
 * one); the member's history is saved beside it, on the primary.
 */
export function searchAnswers(
  db: DbOrTx,
  catalog: CatalogService,
  reads: DbOrTx = db,
): CachedAnswers<typeof product.searchKeyword> {
  return {
    cache: catalog.answers,
    key: firstPageKey('search'),
    load: ({ query, locale, member }) =>
      catalog.listing.search(reads, { locale, memberId: null, level: member?.level ?? 0 }, query),
    alongside: async ({ query, member }) => {
      const keyword = query.keyword?.trim() ?? '';
      if (member && keyword !== '') await catalog.searchHistory.remember(db, member.memberId, keyword);
    },
  };
}

/** The first flash-sale start or end on the page after it was built: its price and countdown change there. */
function nextProductChange(result: { flashSale: { startsAt: string; endsAt: string } | null; serverTime: string }) {
  if (!result.flashSale) return undefined;
  const builtAt = Date.parse(result.serverTime);
  const times = [result.flashSale.startsAt, result.flashSale.endsAt]
    .map((time) => Date.parse(time))
    .filter((time) => time > builtAt);
  return times.length > 0 ? Math.min(...times) : undefined;
}

/**
 * A guest's product page: the same for every guest of a language (retail prices, no favourite, no
 * sharing). A member's page carries their favourite and tier, so it is answered per request.
 * A sale drops it in this process at once (`forgetProductHere`), as it drops the shared row.
 */
export function productAnswers(catalog: CatalogService): CachedAnswers<typeof product.detail> {
  return {
    cache: catalog.answers,
    key: ({ query, member }) =>
      member ? null : `${productAnswerKey(query.id)}${query.flashSaleId ?? ''}:${query.productGoodsId ?? ''}`,
    expiresAt: nextProductChange,
  };
}
