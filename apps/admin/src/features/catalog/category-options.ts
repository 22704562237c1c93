// Categories are two levels deep: grand categories and the categories under them.
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminCatalog } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import { textIn } from './localized.ts';

export type CategoryRow = ResultOf<typeof adminCatalog.category.list>[number];
export type BrandRow = ResultOf<typeof adminCatalog.brand.list>[number];

export const categoryArea = { key: 'categories', calls: calls.adminCatalog.category } as const;
export const brandArea = { key: 'brands', calls: calls.adminCatalog.brand } as const;
export const brandCategoryArea = { key: 'brandCategories', calls: calls.adminCatalog.brandCategory } as const;

/** Options for picking a category, each named with its grand category ("Home / Kitchen"). */
export function categoryOptions(categories: readonly CategoryRow[], locale: Locale) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const sorted = [...categories].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const options: { value: number; label: string }[] = [];
  for (const parent of sorted.filter((category) => category.parentId === null || !byId.has(category.parentId))) {
    options.push({ value: parent.id, label: textIn(parent.name, locale) });
    for (const child of sorted.filter((category) => category.parentId === parent.id)) {
      options.push({ value: child.id, label: `${textIn(parent.name, locale)} / ${textIn(child.name, locale)}` });
    }
  }
  return options;
}

export function brandOptions(brands: readonly BrandRow[], locale: Locale) {
  return [...brands]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((brand) => ({ value: brand.id, label: textIn(brand.name, locale) }));
}
