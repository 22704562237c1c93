// Reviews of received orders: every line rated in one call, shown on the product page and in the
// member's own list.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { formBoolean, idInput, intInput, page, paging } from '../common.ts';
import { imageSet } from './catalog.ts';

export const REVIEW_CONTENT_MAX = 500;
export const REVIEW_IMAGES_MAX = 6;

export const reviewLineInput = z.object({
  orderLineId: idInput,
  rating: intInput(z.number().int().min(1).max(5)),
  content: z.string().trim().min(1).max(REVIEW_CONTENT_MAX),
  /** Ids answered by evaluate/uploadImage. */
  images: z
    .array(z.string().regex(/^[0-9a-f]{24}$/))
    .max(REVIEW_IMAGES_MAX)
    .default([]),
  anonymous: formBoolean.default(false),
});

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * The lines as JSON, or as a form sends them: one field holding a JSON array, or the field repeated
 * with one JSON object each (a single repeated field arrives as one object).
 */
function parseJsonLines(value: unknown): unknown {
  const parsed = Array.isArray(value) ? value.map(parseJson) : parseJson(value);
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? [parsed] : parsed;
}

export const reviewView = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  specText: z.string(),
  rating: z.number().int(),
  content: z.string(),
  images: z.array(imageSet),
  anonymous: z.boolean(),
  /** The reviewer's nickname, masked ("D***r") when anonymous. */
  reviewer: z.string(),
  createdAt: z.string(),
});
export type ReviewView = z.infer<typeof reviewView>;

export const evaluate = {
  add: defineCall({
    method: 'POST',
    path: '/mallapi/evaluate/add',
    auth: 'member',
    summary: 'Review every line of a received or complete order at once (rating 1-5, content, anonymous)',
    body: z.object({
      orderId: idInput,
      /** JSON array (form field) or array of { orderLineId, rating, content, anonymous }. */
      lines: z.preprocess(parseJsonLines, z.array(reviewLineInput).min(1).max(100)),
    }),
    result: z.object({ orderId: z.number().int(), reviewIds: z.array(z.number().int()) }),
  }),
  uploadImage: defineCall({
    method: 'POST',
    path: '/mallapi/evaluate/uploadImage',
    auth: 'member',
    summary: 'Upload one review photo (multipart field `file`); answers its id and 100, 200 and 800 px versions',
    multipart: { file: 'file' },
    result: imageSet.extend({ id: z.string() }),
  }),
  myPage: defineCall({
    method: 'POST',
    path: '/mallapi/evaluate/myPage',
    auth: 'member',
    summary: "The member's reviews, newest first",
    body: paging,
    result: page(reviewView),
  }),
  productPage: defineCall({
    method: 'GET',
    path: '/mallapi/evaluate/productPage',
    auth: 'public',
    summary: "A product's reviews, newest first, with the count and average rating",
    query: paging.extend({ productId: idInput }),
    result: page(reviewView).extend({ average: z.string() }),
  }),
};
