// The member's cart: lines merge by SKU (and flash sale), prices are the server's, quantities are
// bounded by stock and the flash sale's per-buyer limit.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { formBoolean, idInput, intInput, moneyString, optionalIntInput } from '../common.ts';
import { imageSet, priceKind } from './catalog.ts';

/** The most of one SKU a line may hold, whatever the stock. */
export const CART_MAX_NUM = 999;
/** The most lines one cart holds. */
export const CART_MAX_LINES = 100;

const numInput = intInput(z.number().int().min(1).max(CART_MAX_NUM));

/** Cart line ids comma-separated ("3,4") or repeated, as the original client sends them. */
export const cartLineIds = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z.array(idInput).min(1).max(CART_MAX_LINES),
);

/** ok: can be bought; outOfStock: nothing left; unlisted: the product or its SKU is no longer sold. */
export const cartLineStatus = z.enum(['ok', 'outOfStock', 'unlisted']);

export const cartLineView = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productGoodsId: z.number().int(),
  flashSaleId: z.number().int().nullable(),
  name: z.string(),
  specText: z.string(),
  image: z.string(),
  cover: imageSet.nullable(),
  num: z.number().int(),
  /** The price for this member now: the running flash sale's, else the member price from level 2, else retail. */
  price: moneyString,
  priceKind,
  retailPrice: moneyString,
  /** price × num; for a points-zone line, its cash part × num: the money checkout charges for it. */
  lineTotal: moneyString,
  /** A points-zone line: the points a unit costs (0: a line bought with money), paid with `pointsCash`. */
  pointsPrice: z.number().int(),
  /** The cash part of a points-zone unit, paid with its points ("0.00": none). */
  pointsCash: moneyString,
  /** The most this line may hold now (stock, the sale's per-buyer limit); 0 when out of stock. */
  maxNum: z.number().int(),
  status: cartLineStatus,
  /** Only lines with status ok can be selected; others always answer false. */
  selected: z.boolean(),
});
export type CartLineView = z.infer<typeof cartLineView>;

export const cartView = z.object({
  list: z.array(cartLineView),
  /** Selected lines' lineTotal: the money checkout charges for the goods. */
  totalPrice: moneyString,
  /** Selected points-zone lines' points × num: the points checkout spends. */
  totalPoints: z.number().int(),
  /** Units in the selected lines. */
  selectedNum: z.number().int(),
  selectedCount: z.number().int(),
  /** Every selectable line is selected (false for a cart with none). */
  allSelected: z.boolean(),
  /** What the selection still lacks for free shipping ("0.00" once reached); the threshold itself is not shown. */
  freeShippingExcess: moneyString,
});
export type CartView = z.infer<typeof cartView>;

export const cart = {
  add: defineCall({
    method: 'POST',
    path: '/mallapi/cart/add',
    auth: 'member',
    summary: "Add a SKU to the member's cart; the same SKU (and sale) adds to its line",
    body: z.object({
      productGoodsId: idInput,
      num: numInput.default(1),
      flashSaleId: optionalIntInput(z.number().int().min(1)),
    }),
    result: z.object({ id: z.number().int(), num: z.number().int(), count: z.number().int() }),
  }),
  list: defineCall({
    method: 'POST',
    path: '/mallapi/cart/list',
    auth: 'member',
    summary: "The member's cart: lines newest first, priced now, with the selection's totals",
    result: cartView,
  }),
  update: defineCall({
    method: 'POST',
    path: '/mallapi/cart/update',
    auth: 'member',
    summary: "Set a line's quantity (within stock and the sale's limit); answers the cart",
    body: z.object({ id: idInput, num: numInput }),
    result: cartView,
  }),
  select: defineCall({
    method: 'POST',
    path: '/mallapi/cart/select',
    auth: 'member',
    summary: 'Select or unselect lines (out-of-stock and unlisted lines stay unselected); answers the cart',
    body: z.object({ ids: cartLineIds, selected: formBoolean }),
    result: cartView,
  }),
  delete: defineCall({
    method: 'POST',
    path: '/mallapi/cart/delete',
    auth: 'member',
    summary: "Delete lines of the member's cart; answers the cart",
    body: z.object({ ids: cartLineIds }),
    result: cartView,
  }),
  count: defineCall({
    method: 'POST',
    path: '/mallapi/cart/count',
    auth: 'member',
    summary: 'How many lines the cart holds (the tab badge)',
    result: z.object({ count: z.number().int() }),
  }),
};
