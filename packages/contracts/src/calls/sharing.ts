// Sharing: a VIP's product links and sales pages, each carrying the sharer's invite code, which a
// sign-up takes as its sponsor and an order as its sharer (paid the products' cashback).
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { formList, idInput, page, paging } from '../common.ts';
import { productCard } from './catalog.ts';

export const SALES_PAGE_TITLE_MAX = 60;
export const SALES_PAGE_PRODUCTS_MAX = 30;

export const salesPageSummary = z.object({
  id: z.number().int(),
  /** What the page's public address names: hard to guess, unlike the id. */
  code: z.string(),
  title: z.string(),
  productIds: z.array(z.number().int()),
  createdAt: z.string(),
});
export type SalesPageSummary = z.infer<typeof salesPageSummary>;

export const salesPageDetail = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  /** The owner's nickname, and their invite code: sign-ups and orders from the page are theirs. */
  ownerName: z.string(),
  shareCode: z.string(),
  /** The page's products still listed, in the owner's order, priced for the viewer. */
  products: z.array(productCard),
  createdAt: z.string(),
});
export type SalesPageDetail = z.infer<typeof salesPageDetail>;

export const share = {
  productLink: defineCall({
    method: 'POST',
    path: '/mallapi/share/productLink',
    auth: 'member',
    summary: "A product page link carrying the member's invite code (level 2 and above)",
    body: z.object({ productId: idInput }),
    result: z.object({
      productId: z.number().int(),
      shareCode: z.string(),
      /** The app's page path with its query; the app puts its own address in front. */
      path: z.string(),
    }),
  }),
};

export const salesPage = {
  create: defineCall({
    method: 'POST',
    path: '/mallapi/salesPage/create',
    auth: 'member',
    summary: 'Make a sales page of chosen products (level 2 and above; products that allow one)',
    body: z.object({
      title: z.string().trim().min(1).max(SALES_PAGE_TITLE_MAX),
      productIds: formList(z.array(idInput).min(1).max(SALES_PAGE_PRODUCTS_MAX)),
    }),
    result: salesPageSummary,
  }),
  queryPage: defineCall({
    method: 'POST',
    path: '/mallapi/salesPage/queryPage',
    auth: 'member',
    summary: "The member's sales pages, newest first",
    body: paging,
    result: page(salesPageSummary),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/mallapi/salesPage/detail',
    auth: 'optional',
    summary: 'A sales page by its code, for anyone: its products and its owner',
    query: z.object({ code: z.string().trim().min(1).max(32) }),
    fieldLabels: { code: 'field.salesPageCode' },
    result: salesPageDetail,
  }),
  delete: defineCall({
    method: 'POST',
    path: '/mallapi/salesPage/delete',
    auth: 'member',
    summary: "Delete one of the member's sales pages",
    body: z.object({ id: idInput }),
    result: z.object({ id: z.number().int() }),
  }),
};
