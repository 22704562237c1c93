// The product editor's form model and its conversion to and from the save call. Spec values carry
// a client-side uid so that SKUs stay attached to their values while values are added or removed.
import type { AdminProductView, ImageSetView, LocalizedText, productTypes, paymentMethods } from '@mall/contracts';
import type { FieldIssue } from '../../lib/api.ts';
import type { ProductInput } from './api/save-product.ts';
import { cleanText } from './localized.ts';

type Text = Partial<LocalizedText>;
export type SpecValueDraft = Text & { uid: string };
export interface SpecDraft {
  name: Text;
  values: SpecValueDraft[];
}
export interface SkuDraft {
  /** The spec value uids of this combination, one per spec. */
  specKeys: string[];
  productGoodsId?: number;
  price: string | null;
  memberPrice: string | null;
  stock: number | null;
  soldCount?: number;
}

export interface ProductForm {
  name: Text;
  subtitle: Text;
  description: Text;
  categoryId?: number;
  brandId?: number | null;
  type: (typeof productTypes)[number];
  grantsLevel?: 2 | 3 | null;
  paymentMethod: (typeof paymentMethods)[number];
  taxRatePercent: string | null;
  cashback: string | null;
  dcDiscountPercent: number | null;
  contributablePoints: number | null;
  pointsPrice: number | null;
  pointsCash: string | null;
  rewardMp: number | null;
  images: ImageSetView[];
  specs: SpecDraft[];
  skus: SkuDraft[];
  isListed: boolean;
  allowsSalesPage: boolean;
  sort: number | null;
}

let lastUid = 0;
export function newUid(): string {
  lastUid += 1;
  return `v${lastUid}`;
}

export const MAX_SPECS = 3;

export function emptyProductForm(): ProductForm {
  return {
    name: { zh_CN: '' },
    subtitle: { zh_CN: '' },
    description: { zh_CN: '' },
    brandId: null,
    type: 'normal',
    grantsLevel: null,
    paymentMethod: 'cash',
    taxRatePercent: '0',
    cashback: '0.00',
    dcDiscountPercent: 0,
    contributablePoints: 0,
    pointsPrice: 0,
    pointsCash: '0.00',
    rewardMp: 0,
    images: [],
    specs: [],
    skus: [{ specKeys: [], price: null, memberPrice: null, stock: 0 }],
    isListed: false,
    allowsSalesPage: true,
    sort: 0,
  };
}

export function productToForm(product: AdminProductView): ProductForm {
  const specs: SpecDraft[] = product.specs.map((spec) => ({
    name: spec.name,
    values: spec.values.map((value) => ({ ...value, uid: newUid() })),
  }));
  return {
    name: product.name,
    subtitle: product.subtitle,
    description: product.description,
    categoryId: product.categoryId,
    brandId: product.brandId,
    type: product.type,
    grantsLevel: product.grantsLevel === 2 || product.grantsLevel === 3 ? product.grantsLevel : null,
    paymentMethod: product.paymentMethod,
    taxRatePercent: product.taxRatePercent,
    cashback: product.cashback,
    dcDiscountPercent: product.dcDiscountPercent,
    contributablePoints: product.contributablePoints,
    pointsPrice: product.pointsPrice,
    pointsCash: product.pointsCash,
    rewardMp: product.rewardMp,
    images: product.images,
    specs,
    // Retired SKUs stay in the history of orders, not in the editor.
    skus: product.skus
      .filter((sku) => sku.isActive)
      .map((sku) => ({
        specKeys: sku.specIndexes.map((valueIndex, specIndex) => specs[specIndex]?.values[valueIndex]?.uid ?? ''),
        productGoodsId: sku.productGoodsId,
        price: sku.price,
        memberPrice: sku.memberPrice,
        stock: sku.stock,
        soldCount: sku.soldCount,
      })),
    isListed: product.isListed,
    allowsSalesPage: product.allowsSalesPage,
    sort: product.sort,
  };
}

/** Every combination of one value per spec, as value uids; a product without specs has one. */
export function specCombinations(specs: readonly SpecDraft[]): string[][] {
  return specs.reduce<string[][]>(
    (combinations, spec) =>
      combinations.flatMap((combination) => (spec.values ?? []).map((value) => [...combination, value.uid])),
    [[]],
  );
}

const comboKey = (keys: readonly string[]) => keys.join('|');

/** The SKU rows for the specs as they are now: existing rows keep their prices, new ones start empty. */
export function syncSkus(specs: readonly SpecDraft[], skus: readonly SkuDraft[]): SkuDraft[] {
  const existing = new Map(skus.map((sku) => [comboKey(sku.specKeys), sku]));
  return specCombinations(specs).map(
    (specKeys) => existing.get(comboKey(specKeys)) ?? { specKeys, price: null, memberPrice: null, stock: 0 },
  );
}

export function hasSameCombinations(a: readonly SkuDraft[], b: readonly SkuDraft[]): boolean {
  return (
    a.length === b.length && a.every((sku, index) => comboKey(sku.specKeys) === comboKey(b[index]?.specKeys ?? []))
  );
}

/** What the save call takes, from what the form holds. */
export function formToInput(form: ProductForm, id: number | null): ProductInput {
  const specs = form.specs ?? [];
  return {
    ...(id ? { id } : {}),
    categoryId: form.categoryId ?? 0,
    brandId: form.brandId ?? null,
    type: form.type,
    grantsLevel: form.type === 'set' ? (form.grantsLevel ?? null) : null,
    paymentMethod: form.paymentMethod,
    name: cleanText(form.name),
    subtitle: cleanText(form.subtitle),
    description: cleanText(form.description),
    images: form.images ?? [],
    specs: specs.map((spec) => ({
      name: cleanText(spec.name),
      values: (spec.values ?? []).map((value) => cleanText(value)),
    })),
    skus: (form.skus ?? []).map((sku) => ({
      ...(sku.productGoodsId ? { productGoodsId: sku.productGoodsId } : {}),
      specIndexes: sku.specKeys.map(
        (key, specIndex) => specs[specIndex]?.values.findIndex((value) => value.uid === key) ?? -1,
      ),
      price: sku.price ?? '',
      memberPrice: sku.memberPrice ?? '',
      stock: sku.stock ?? 0,
    })),
    taxRatePercent: form.taxRatePercent ?? '0',
    cashback: form.cashback ?? '0',
    dcDiscountPercent: form.dcDiscountPercent ?? 0,
    contributablePoints: form.contributablePoints ?? 0,
    pointsPrice: form.type === 'points-zone' ? (form.pointsPrice ?? 0) : 0,
    pointsCash: form.type === 'points-zone' ? (form.pointsCash ?? '0') : '0',
    rewardMp: form.rewardMp ?? 0,
    isListed: form.isListed,
    allowsSalesPage: form.allowsSalesPage,
    sort: form.sort ?? 0,
  };
}

type NamePath = (string | number)[];

const plainFields = new Set([
  'categoryId',
  'brandId',
  'type',
  'grantsLevel',
  'paymentMethod',
  'taxRatePercent',
  'cashback',
  'dcDiscountPercent',
  'contributablePoints',
  'pointsPrice',
  'pointsCash',
  'rewardMp',
  'images',
  'isListed',
  'allowsSalesPage',
  'sort',
]);
const texts = new Set(['name', 'subtitle', 'description']);
const locales = new Set(['zh_CN', 'zh_HK', 'en_US', 'th_TH']);

/** The form field that shows a server issue about the save body, or null when none does. */
export function productFieldName(path: NamePath): NamePath | null {
  const [head, second, third, fourth, fifth] = path;
  if (typeof head !== 'string') return null;
  if (plainFields.has(head)) return [head];
  if (texts.has(head)) return locales.has(String(second)) ? [head, String(second)] : [head, 'zh_CN'];
  if (head === 'specs' && typeof second === 'number') {
    if (third === 'name') return ['specs', second, 'name', locales.has(String(fourth)) ? String(fourth) : 'zh_CN'];
    if (third === 'values' && typeof fourth === 'number') {
      return ['specs', second, 'values', fourth, locales.has(String(fifth)) ? String(fifth) : 'zh_CN'];
    }
    return null;
  }
  if (head === 'skus' && typeof second === 'number') {
    if (third === 'price' || third === 'memberPrice' || third === 'stock') return ['skus', second, third];
    // A combination the server refuses (a duplicate, say) is shown on its price, the first cell of the row.
    return ['skus', second, 'price'];
  }
  return null;
}

/** Issues no field on the form can show, to be listed above the Save button. */
export function unplacedIssues(issues: readonly FieldIssue[]): FieldIssue[] {
  return issues.filter((issue) => {
    const path = issue.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    return productFieldName(path) === null;
  });
}
