// What a shopper browses: home, categories, brands, search, product detail and favourites.
import { z } from 'zod';
import {
  contentPositions,
  flashSaleStates,
  homeModuleKinds,
  paymentMethods,
  productSorts,
  productTypes,
} from '../enums.ts';
import { defineCall } from '../call.ts';
import { formBoolean, idInput, moneyString, optionalIntInput, page, paging } from '../common.ts';
import { homeNoticeView } from './config.ts';

export const imageSet = z.object({ s100: z.string(), s200: z.string(), s800: z.string() });
export type ImageSetView = z.infer<typeof imageSet>;

/** Which price the viewer sees: the flash-sale price, the member price (level 2+) or retail. */
export const priceKind = z.enum(['retail', 'member', 'flash']);

export const productCard = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  subtitle: z.string(),
  /** The 200 px cover; `cover` has every size. */
  image: z.string(),
  cover: imageSet.nullable(),
  type: z.enum(productTypes),
  grantsLevel: z.number().int().nullable(),
  paymentMethod: z.enum(paymentMethods),
  price: moneyString,
  priceKind,
  retailPrice: moneyString,
  memberPrice: moneyString,
  soldCount: z.number().int(),
  /** Sold count as shown: "86", "1k+", "12k+". */
  soldText: z.string(),
  stock: z.number().int(),
  hasStock: z.boolean(),
  brandId: z.number().int().nullable(),
  categoryId: z.number().int(),
  contributablePoints: z.number().int(),
  /** Points-zone price in points a unit (0: none, sold for money), and the cash paid with them. */
  pointsPrice: z.number().int(),
  pointsCash: moneyString,
  rewardMp: z.number().int(),
  /** The flash sale running now for this product, if any. */
  flashSaleId: z.number().int().nullable(),
  isListed: z.boolean(),
});
export type ProductCard = z.infer<typeof productCard>;

export const flashSaleView = z.object({
  flashSaleId: z.number().int(),
  productId: z.number().int(),
  productGoodsId: z.number().int(),
  name: z.string(),
  image: z.string(),
  cover: imageSet.nullable(),
  state: z.enum(flashSaleStates),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The server's clock when answering, so a countdown does not trust the device clock. */
  serverTime: z.string(),
  flashPrice: moneyString,
  retailPrice: moneyString,
  stock: z.number().int(),
  soldCount: z.number().int(),
  remaining: z.number().int(),
  perBuyerLimit: z.number().int(),
  /** Sold only to VIP members (level 2 and up): the shop offers the upgrade to anyone below. */
  vipOnly: z.boolean().optional(),
});
export type FlashSaleView = z.infer<typeof flashSaleView>;

export const skuView = z.object({
  productGoodsId: z.number().int(),
  specIndexes: z.array(z.number().int()),
  /** The chosen values joined, e.g. "Red / L". */
  specText: z.string(),
  price: moneyString,
  priceKind,
  retailPrice: moneyString,
  memberPrice: moneyString,
  stock: z.number().int(),
  soldCount: z.number().int(),
  hasStock: z.boolean(),
});

export const reviewSummary = z.object({
  count: z.number().int(),
  /** Average rating with one decimal ("4.5"); "0.0" when there are no reviews. */
  average: z.string(),
});

export const productDetail = productCard.extend({
  description: z.string(),
  images: z.array(imageSet),
  specs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(skuView),
  /** The SKU asked for, else the flash sale's, else the first in stock, else the first. */
  selectedProductGoodsId: z.number().int().nullable(),
  flashSale: flashSaleView.nullable(),
  cashback: moneyString,
  dcDiscountPercent: z.number().int(),
  taxRatePercent: z.string(),
  /** The shown price without tax. */
  preTaxPrice: moneyString,
  brand: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }).nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  isFavorite: z.boolean(),
  /** Sharing a product link is for VIP members (level 2+). */
  canShare: z.boolean(),
  review: reviewSummary,
  serverTime: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const bannerView = z.object({
  id: z.number().int(),
  position: z.enum(contentPositions),
  title: z.string(),
  image: z.string(),
  linkUrl: z.string().nullable(),
});

export const brandView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  brandCategoryId: z.number().int().nullable(),
  isRecommended: z.boolean(),
  productCount: z.number().int(),
});

export const homeModuleView = z.object({
  id: z.number().int(),
  kind: z.enum(homeModuleKinds),
  title: z.string(),
  subtitle: z.string(),
  image: z.string().nullable(),
  linkUrl: z.string().nullable(),
  products: z.array(productCard),
  brands: z.array(brandView),
});

export const imageLinkView = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  linkUrl: z.string(),
});

export const hotWordView = z.object({ id: z.number().int(), word: z.string() });

export interface CategoryNode {
  id: number;
  name: string;
  icon: string | null;
  children: CategoryNode[];
}
export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ id: z.number().int(), name: z.string(), icon: z.string().nullable(), children: z.array(categoryNode) }),
);

const id = idInput;
const optionalId = optionalIntInput(z.number().int().min(1));
/** A price bound as the client types it: "10", "10.5", "10.50"; at most 9,999,999.99, so its minor units fit an integer column. */
const priceBound = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/)
  .optional();
/** One id or several, comma-separated or repeated: `brandId=1,2` or `brandId=1&brandId=2`. */
const idList = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
      typeof part === 'string' ? part.split(',') : [part],
    );
    // Only plain decimals become ids; anything else stays as it came and fails the schema.
    return parts
      .filter((part) => part !== '')
      .map((part) => (typeof part === 'string' && /^\d{1,15}$/.test(part) ? Number(part) : part));
  },
  z.array(z.number().int().min(1)).max(50).optional(),
);
const sort = z.enum(productSorts).default('default');

export const productListQuery = paging.extend({ sort });

export const searchQuery = paging.extend({
  keyword: z.string().trim().max(60).optional(),
  sort,
  minPrice: priceBound,
  maxPrice: priceBound,
  brandId: idList,
  cateId: optionalId,
  type: z.enum(productTypes).optional(),
  inStock: formBoolean.optional(),
});
export type SearchQuery = z.output<typeof searchQuery>;

const flashSaleCountView = z.object({
  grab: z.number().int(),
  waiting: z.number().int(),
  currentEndsAt: z.string().nullable(),
  nextStartsAt: z.string().nullable(),
  serverTime: z.string(),
});
const homepageView = z.object({ banners: z.array(bannerView), modules: z.array(homeModuleView) });

export const appIndex = {
  home: defineCall({
    method: 'GET',
    path: '/mallapi/appIndex/home',
    auth: 'optional',
    summary:
      'Everything home shows above the fold in one answer: notice, banners, modules, image links, the flash-sale counts and the running flash sales (first 6)',
    result: homepageView.extend({
      notice: homeNoticeView,
      imageLinks: z.array(imageLinkView),
      flashSaleCount: flashSaleCountView,
      flashSales: z.array(flashSaleView),
    }),
  }),
  homepageModule: defineCall({
    method: 'GET',
    path: '/mallapi/appIndex/homepageModule',
    auth: 'optional',
    summary: 'Home page: banners and the configured modules with their products',
    query: z.object({ position: z.enum(contentPositions).default('home') }),
    result: homepageView,
  }),
  flashSaleCount: defineCall({
    method: 'GET',
    path: '/mallapi/appIndex/flashSaleCount',
    auth: 'public',
    summary: 'How many flash sales run now and are coming, with the times the strip counts down to',
    result: flashSaleCountView,
  }),
  flashSalePage: defineCall({
    method: 'GET',
    path: '/mallapi/appIndex/flashSalePage',
    auth: 'public',
    summary: 'Flash sales (seckill): running first, then coming; or one state',
    query: paging.extend({ state: z.enum(flashSaleStates).optional() }),
    result: page(flashSaleView),
  }),
  imageLink: defineCall({
    method: 'GET',
    path: '/mallapi/appIndex/imageLink',
    auth: 'public',
    summary: 'Image links of a page position',
    query: z.object({ position: z.enum(contentPositions).default('home') }),
    result: z.array(imageLinkView),
  }),
  queryMemberRecommend: defineCall({
    method: 'GET',
    path: '/mallapi/appIndex/queryMemberRecommend',
    auth: 'optional',
    summary: 'Recommended products for the viewer (cached 2 minutes per member)',
    query: paging,
    result: page(productCard),
  }),
  querySearchHistory: defineCall({
    method: 'GET',
    path: '/mallapi/appIndex/querySearchHistory',
    auth: 'optional',
    summary: "The member's recent searches, newest first (empty for guests)",
    result: z.array(z.object({ keyword: z.string(), searchedAt: z.string() })),
  }),
  querySearchHotWord: defineCall({
    method: 'GET',
    path: '/mallapi/appIndex/querySearchHotWord',
    auth: 'public',
    summary: 'Hot search words for products',
    result: z.array(hotWordView),
  }),
  querySearchVoucherHotWord: defineCall({
    method: 'GET',
    path: '/mallapi/appIndex/querySearchVoucherHotWord',
    auth: 'public',
    summary: 'Hot search words for e-vouchers',
    result: z.array(hotWordView),
  }),
  removeSearchDiscovery: defineCall({
    method: 'POST',
    path: '/mallapi/appIndex/removeSearchDiscovery',
    auth: 'member',
    summary: "Remove one keyword from the member's search history, or all of it without one",
    body: z.object({ keyword: z.string().trim().max(60).optional() }),
    result: z.object({ removed: z.number().int() }),
  }),
} as const;

export const banner = {
  byId: defineCall({
    method: 'GET',
    path: '/mallapi/banner/byId',
    auth: 'public',
    summary: 'One banner with its page content',
    query: z.object({ id }),
    result: bannerView.extend({ content: z.string() }),
  }),
} as const;

export const supplierBrand = {
  brandRecommendList: defineCall({
    method: 'GET',
    path: '/mallapi/supplierBrand/brandRecommendList',
    auth: 'public',
    summary: 'Recommended brands',
    result: z.array(brandView),
  }),
  brandPage: defineCall({
    method: 'GET',
    path: '/mallapi/supplierBrand/brandPage',
    auth: 'public',
    summary: 'Brands, optionally of one brand category or matching a keyword',
    query: paging.extend({ cateId: optionalId, keyword: z.string().trim().max(60).optional() }),
    result: page(brandView),
  }),
  byId: defineCall({
    method: 'GET',
    path: '/mallapi/supplierBrand/byId',
    auth: 'public',
    summary: 'One brand',
    query: z.object({ id }),
    result: brandView,
  }),
  productPage: defineCall({
    method: 'GET',
    path: '/mallapi/supplierBrand/productPage',
    auth: 'optional',
    summary: "A brand's listed products, optionally of one category",
    query: productListQuery.extend({ brandId: id, cateId: optionalId }),
    result: page(productCard),
  }),
} as const;

export const supplierBrandCate = {
  query_page: defineCall({
    method: 'GET',
    path: '/mallapi/supplierBrandCate/query_page',
    auth: 'public',
    summary: 'Brand categories',
    query: paging,
    result: page(z.object({ id: z.number().int(), name: z.string(), brandCount: z.number().int() })),
  }),
  brandQueryPage: defineCall({
    method: 'GET',
    path: '/mallapi/supplierBrandCate/brandQueryPage',
    auth: 'public',
    summary: 'Brands of one brand category',
    query: paging.extend({ cateId: id }),
    result: page(brandView),
  }),
} as const;

export const product = {
  detail: defineCall({
    method: 'GET',
    path: '/mallapi/product/detail',
    auth: 'optional',
    summary: 'One listed product with its SKUs, flash sale and price for the viewer',
    query: z.object({ id, flashSaleId: optionalId, productGoodsId: optionalId }),
    result: productDetail,
  }),
  searchKeyword: defineCall({
    method: 'GET',
    path: '/mallapi/product/searchKeyword',
    auth: 'optional',
    summary: 'Search by any part of the name in any language, with filters and sort',
    query: searchQuery,
    result: page(productCard),
  }),
  cateProductPage: defineCall({
    method: 'GET',
    path: '/mallapi/product/cateProductPage',
    auth: 'optional',
    summary: 'Listed products of a category and its subcategories',
    query: productListQuery.extend({ cateId: id }),
    result: page(productCard),
  }),
  queryLotPage: defineCall({
    method: 'GET',
    path: '/mallapi/product/queryLotPage',
    auth: 'optional',
    summary: 'Lot products, optionally of one grand category',
    query: productListQuery.extend({ grandCateId: optionalId }),
    result: page(productCard),
  }),
  pvProductPage: defineCall({
    method: 'GET',
    path: '/mallapi/product/pvProductPage',
    auth: 'optional',
    summary: 'Products that carry reward MP (PV), optionally of one type (set for the VIP sets)',
    query: productListQuery.extend({ type: z.enum(productTypes).optional() }),
    result: page(productCard),
  }),
  pointsZonePage: defineCall({
    method: 'GET',
    path: '/mallapi/product/pointsZonePage',
    auth: 'optional',
    summary: 'The points zone',
    query: productListQuery,
    result: page(productCard),
  }),
  subsidyPage: defineCall({
    method: 'GET',
    path: '/mallapi/product/subsidyPage',
    auth: 'optional',
    summary: 'The subsidy zone',
    query: productListQuery,
    result: page(productCard),
  }),
  reviewSummary: defineCall({
    method: 'GET',
    path: '/mallapi/product/reviewSummary',
    auth: 'public',
    summary: "A product's review count and average rating",
    query: z.object({ productId: id }),
    result: reviewSummary,
  }),
  reviewPage: defineCall({
    method: 'GET',
    path: '/mallapi/product/reviewPage',
    auth: 'public',
    summary: "A product's reviews, newest first",
    query: paging.extend({ productId: id }),
    result: page(
      z.object({
        id: z.number().int(),
        rating: z.number().int(),
        content: z.string(),
        images: z.array(z.string()),
        createdAt: z.string(),
      }),
    ),
  }),
} as const;

export const productCate = {
  tree: defineCall({
    method: 'GET',
    path: '/mallapi/productCate/tree',
    auth: 'public',
    summary: 'The category tree: grand categories with their subcategories',
    result: z.array(categoryNode),
  }),
} as const;

export const lotProductCate = {
  queryGrandCate: defineCall({
    method: 'GET',
    path: '/mallapi/lotProductCate/queryGrandCate',
    auth: 'public',
    summary: 'Grand categories that have listed lot products',
    result: z.array(
      z.object({ id: z.number().int(), name: z.string(), icon: z.string().nullable(), productCount: z.number().int() }),
    ),
  }),
} as const;

export const memberFavorite = {
  query_page: defineCall({
    method: 'GET',
    path: '/mallapi/memberFavorite/query_page',
    auth: 'member',
    summary: "The member's favourites, newest first; unlisted ones stay with isListed false",
    query: paging,
    result: page(productCard.extend({ favoritedAt: z.string() })),
  }),
  add: defineCall({
    method: 'POST',
    path: '/mallapi/memberFavorite/add',
    auth: 'member',
    summary: 'Favourite a listed product (again is fine)',
    body: z.object({ productId: id }),
    result: z.object({ productId: z.number().int(), isFavorite: z.literal(true) }),
  }),
  delete: defineCall({
    method: 'POST',
    path: '/mallapi/memberFavorite/delete',
    auth: 'member',
    summary: 'Remove a product from the favourites (absent is fine)',
    body: z.object({ productId: id }),
    result: z.object({ productId: z.number().int(), isFavorite: z.literal(false) }),
  }),
} as const;
