// The back office of the catalogue: products with SKUs and images, and the content that feeds
// home, categories, brands, search and flash sales. Bodies are JSON (nested texts and SKUs).
import { z } from 'zod';
import { defineCall, type OperatorRole } from '../call.ts';
import { crud as crudCalls } from '../crud.ts';
import {
  formBoolean,
  formList,
  idInput,
  intInput,
  localizedText,
  moneyString,
  optionalIntInput,
  page,
  paging,
} from '../common.ts';
import {
  contentPositions,
  flashSaleStates,
  homeModuleKinds,
  hotWordKinds,
  paymentMethods,
  productTypes,
} from '../enums.ts';
import { imageSet } from './catalog.ts';

export * from './catalog.ts';

const roles: readonly OperatorRole[] = ['admin', 'operator'];

/** A text in every language as an operator enters it: Simplified Chinese is required. */
export const textInput = localizedText.extend({ zh_CN: z.string().trim().min(1).max(2000) });
const optionalTextInput = localizedText.extend({ zh_CN: z.string().trim().max(20000) });
/** An amount as typed: "199", "199.9", "199.90". */
export const moneyInput = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/));
const count = intInput(z.number().int().min(0).max(1_000_000_000));
const sortOrder = intInput(z.number().int().min(-1_000_000).max(1_000_000)).default(0);
const imageUrl = z.string().trim().min(1).max(500);
const linkUrl = z.string().trim().max(500);
const idField = idInput;
const visible = formBoolean.default(true);

export const adminSkuInput = z.object({
  /** Present to edit an existing SKU; absent to add one. */
  productGoodsId: optionalIntInput(z.number().int().min(1)),
  specIndexes: z
    .array(intInput(z.number().int().min(0)))
    .max(3)
    .default([]),
  price: moneyInput,
  memberPrice: moneyInput,
  stock: count,
});

export const adminProductInput = z.object({
  id: optionalIntInput(z.number().int().min(1)),
  categoryId: idField,
  brandId: idField.nullable().optional(),
  type: z.enum(productTypes).default('normal'),
  grantsLevel: intInput(z.number().int().min(2).max(3)).nullable().optional(),
  paymentMethod: z.enum(paymentMethods).default('cash'),
  name: textInput,
  subtitle: optionalTextInput.default({ zh_CN: '' }),
  description: optionalTextInput.default({ zh_CN: '' }),
  images: z.array(imageSet).max(10).default([]),
  specs: z
    .array(z.object({ name: textInput, values: z.array(textInput).min(1).max(30) }))
    .max(3)
    .default([]),
  skus: z.array(adminSkuInput).min(1).max(200),
  taxRatePercent: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^\d{1,3}(\.\d{1,2})?$/))
    .default('0'),
  cashback: moneyInput.default('0'),
  dcDiscountPercent: intInput(z.number().int().min(0).max(100)).default(0),
  contributablePoints: count.default(0),
  /** Points-zone products: the price in points a unit (0: sold for money), and the cash paid with them. */
  pointsPrice: count.default(0),
  pointsCash: moneyInput.default('0'),
  rewardMp: count.default(0),
  isListed: formBoolean.default(false),
  /** Whether members may put the product on their sales pages. */
  allowsSalesPage: formBoolean.default(true),
  sort: sortOrder,
});
export type AdminProductInput = z.output<typeof adminProductInput>;

export const adminSkuView = z.object({
  productGoodsId: z.number().int(),
  specIndexes: z.array(z.number().int()),
  price: moneyString,
  memberPrice: moneyString,
  stock: z.number().int(),
  soldCount: z.number().int(),
  isActive: z.boolean(),
});

export const adminProductView = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  brandId: z.number().int().nullable(),
  type: z.enum(productTypes),
  grantsLevel: z.number().int().nullable(),
  paymentMethod: z.enum(paymentMethods),
  name: localizedText,
  subtitle: localizedText,
  description: localizedText,
  images: z.array(imageSet),
  specs: z.array(z.object({ name: localizedText, values: z.array(localizedText) })),
  skus: z.array(adminSkuView),
  taxRatePercent: z.string(),
  cashback: moneyString,
  dcDiscountPercent: z.number().int(),
  contributablePoints: z.number().int(),
  pointsPrice: z.number().int(),
  pointsCash: moneyString,
  rewardMp: z.number().int(),
  isListed: z.boolean(),
  allowsSalesPage: z.boolean(),
  sort: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProductView = z.infer<typeof adminProductView>;

export const adminProductRow = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string().nullable(),
  type: z.enum(productTypes),
  categoryId: z.number().int(),
  brandId: z.number().int().nullable(),
  minPrice: moneyString,
  maxPrice: moneyString,
  stock: z.number().int(),
  soldCount: z.number().int(),
  isListed: z.boolean(),
  updatedAt: z.string(),
});

export const adminCategoryInput = z.object({
  id: optionalIntInput(z.number().int().min(1)),
  parentId: idField.nullable().optional(),
  name: textInput,
  icon: imageUrl.nullable().optional(),
  sort: sortOrder,
  isVisible: visible,
});
export const adminCategoryView = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: localizedText,
  icon: z.string().nullable(),
  sort: z.number().int(),
  isVisible: z.boolean(),
  productCount: z.number().int(),
});

export const adminBrandCategoryInput = z.object({
  id: optionalIntInput(z.number().int().min(1)),
  name: textInput,
  sort: sortOrder,
});
export const adminBrandCategoryView = z.object({ id: z.number().int(), name: localizedText, sort: z.number().int() });

export const adminBrandInput = z.object({
  id: optionalIntInput(z.number().int().min(1)),
  brandCategoryId: idField.nullable().optional(),
  name: textInput,
  description: optionalTextInput.default({ zh_CN: '' }),
  logo: imageUrl.nullable().optional(),
  banner: imageUrl.nullable().optional(),
  isRecommended: formBoolean.default(false),
  isVisible: visible,
  sort: sortOrder,
});
export const adminBrandView = z.object({
  id: z.number().int(),
  brandCategoryId: z.number().int().nullable(),
  name: localizedText,
  description: localizedText,
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  isRecommended: z.boolean(),
  isVisible: z.boolean(),
  sort: z.number().int(),
  productCount: z.number().int(),
});

export const adminBannerInput = z.object({
  id: optionalIntInput(z.number().int().min(1)),
  position: z.enum(contentPositions).default('home'),
  title: textInput,
  image: imageUrl,
  linkUrl: linkUrl.nullable().optional(),
  content: optionalTextInput.nullable().optional(),
  sort: sortOrder,
  isVisible: visible,
});
export const adminBannerView = z.object({
  id: z.number().int(),
  position: z.enum(contentPositions),
  title: localizedText,
  image: z.string(),
  linkUrl: z.string().nullable(),
  content: localizedText.nullable(),
  sort: z.number().int(),
  isVisible: z.boolean(),
});

export const adminHomeModuleInput = z.object({
  id: optionalIntInput(z.number().int().min(1)),
  kind: z.enum(homeModuleKinds),
  title: textInput,
  subtitle: optionalTextInput.nullable().optional(),
  image: imageUrl.nullable().optional(),
  linkUrl: linkUrl.nullable().optional(),
  productIds: z.array(idField).max(50).default([]),
  sort: sortOrder,
  isVisible: visible,
});
export const adminHomeModuleView = z.object({
  id: z.number().int(),
  kind: z.enum(homeModuleKinds),
  title: localizedText,
  subtitle: localizedText.nullable(),
  image: z.string().nullable(),
  linkUrl: z.string().nullable(),
  productIds: z.array(z.number().int()),
  sort: z.number().int(),
  isVisible: z.boolean(),
});

export const adminImageLinkInput = z.object({
  id: optionalIntInput(z.number().int().min(1)),
  position: z.enum(contentPositions).default('home'),
  title: textInput,
  image: imageUrl,
  linkUrl: linkUrl.min(1),
  sort: sortOrder,
  isVisible: visible,
});
export const adminImageLinkView = z.object({
  id: z.number().int(),
  position: z.enum(contentPositions),
  title: localizedText,
  image: z.string(),
  linkUrl: z.string(),
  sort: z.number().int(),
  isVisible: z.boolean(),
});

export const adminHotWordInput = z.object({
  id: optionalIntInput(z.number().int().min(1)),
  kind: z.enum(hotWordKinds).default('product'),
  word: textInput,
  sort: sortOrder,
  isVisible: visible,
});
export const adminHotWordView = z.object({
  id: z.number().int(),
  kind: z.enum(hotWordKinds),
  word: localizedText,
  sort: z.number().int(),
  isVisible: z.boolean(),
});

export const adminFlashSaleInput = z.object({
  id: optionalIntInput(z.number().int().min(1)),
  productGoodsId: idField,
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  price: moneyInput,
  stock: count,
  perBuyerLimit: intInput(z.number().int().min(1).max(1000)).default(1),
});
export const adminFlashSaleView = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productGoodsId: z.number().int(),
  productName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  price: moneyString,
  stock: z.number().int(),
  soldCount: z.number().int(),
  perBuyerLimit: z.number().int(),
  state: z.enum(flashSaleStates),
});

/** The catalogue's simple tables at `/adminapi/catalog/<area>/list|save|delete`. */
function crud<I extends z.ZodType, V extends z.ZodType>(area: string, label: string, input: I, view: V) {
  return crudCalls(`/adminapi/catalog/${area}`, label, input, view, { roles });
}

export const adminCatalog = {
  productPage: defineCall({
    method: 'GET',
    path: '/adminapi/catalog/product/page',
    auth: 'operator',
    roles,
    summary: 'Products with filters, newest first',
    query: paging.extend({
      keyword: z.string().trim().max(60).optional(),
      type: z.enum(productTypes).optional(),
      categoryId: optionalIntInput(z.number().int().min(1)),
      brandId: optionalIntInput(z.number().int().min(1)),
      isListed: formBoolean.optional(),
    }),
    result: page(adminProductRow),
  }),
  productGet: defineCall({
    method: 'GET',
    path: '/adminapi/catalog/product/get',
    auth: 'operator',
    roles,
    summary: 'One product as the editor needs it',
    query: z.object({ id: idField }),
    result: adminProductView,
  }),
  productSave: defineCall({
    method: 'POST',
    path: '/adminapi/catalog/product/save',
    auth: 'operator',
    roles,
    summary: 'Create a product with its SKUs, or change the one with this id',
    body: adminProductInput,
    result: adminProductView,
  }),
  productSetListed: defineCall({
    method: 'POST',
    path: '/adminapi/catalog/product/setListed',
    auth: 'operator',
    roles,
    summary: 'List or unlist many products at once',
    body: z.object({ ids: formList(z.array(idField).min(1).max(500)), isListed: formBoolean }),
    result: z.object({ updated: z.number().int() }),
  }),
  productUploadImage: defineCall({
    method: 'POST',
    path: '/adminapi/catalog/product/uploadImage',
    auth: 'operator',
    roles,
    summary: 'Upload one product image (multipart field `file`); answers its 100, 200 and 800 px versions',
    multipart: { file: 'file' },
    result: imageSet,
  }),
  category: crud('category', 'category', adminCategoryInput, adminCategoryView),
  brandCategory: crud('brandCategory', 'brand category', adminBrandCategoryInput, adminBrandCategoryView),
  brand: crud('brand', 'brand', adminBrandInput, adminBrandView),
  banner: crud('banner', 'banner', adminBannerInput, adminBannerView),
  homeModule: crud('homeModule', 'home module', adminHomeModuleInput, adminHomeModuleView),
  imageLink: crud('imageLink', 'image link', adminImageLinkInput, adminImageLinkView),
  hotWord: crud('hotWord', 'hot word', adminHotWordInput, adminHotWordView),
  flashSale: crud('flashSale', 'flash sale', adminFlashSaleInput, adminFlashSaleView),
} as const;
