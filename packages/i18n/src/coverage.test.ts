import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogs, isThaiEnabled, thaiNamespaces } from './catalogs.ts';
import { locales, messagesFor } from './index.ts';

// The back office is not offered in Thai: a Thai-speaking operator sees it whole in English
// (messagesFor leaves Thai texts of these namespaces out). A new namespace must be put on one list.
const englishInThai = [
  'admin',
  'adminCatalog',
  'adminLedger',
  'adminMembers',
  'adminIdentity',
  'adminCoupon',
  'adminOrders',
  'adminAfterSale',
  'adminEvents',
  'adminBonus',
  'adminLevels',
  'adminNetwork',
  'adminContent',
  'adminBeans',
  'adminGiftCard',
  'adminTimeline',
  'adminNotice',
  'adminWithdraw',
];

const namespaceOf = (id: string) => id.slice(0, id.indexOf('.'));
const allIds = catalogs.flatMap((catalog) => Object.keys(catalog.zh_CN));

/** The placeholders (arguments and rich-text tags) a message uses, sorted. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      found.add(element.type === TYPE.tag ? `<${element.value}>` : `{${element.value}}`);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('message coverage', () => {
  it('gives every message id a text in zh_CN, zh_HK and en_US', () => {
    for (const catalog of catalogs) {
      const ids = Object.keys(catalog.zh_CN).sort();
      for (const locale of ['zh_HK', 'en_US'] as const) {
        const texts: Partial<Record<string, string>> = catalog[locale];
        const missing = ids.filter((id) => !texts[id]?.trim());
        expect(missing, locale).toEqual([]);
      }
    }
  });

  it('decides for every namespace whether it is offered in Thai', () => {
    const undecided = [...new Set(allIds.map(namespaceOf))].filter(
      (namespace) => !isThaiEnabled(`${namespace}.x`) && !englishInThai.includes(namespace),
    );
    expect(undecided).toEqual([]);
    expect(thaiNamespaces.filter((namespace) => englishInThai.includes(namespace))).toEqual([]);
  });

  it('has a Thai text for every message of the Thai-enabled namespaces', () => {
    const missing = catalogs.flatMap((catalog) => {
      const thai: Partial<Record<string, string>> = catalog.th_TH;
      return Object.keys(catalog.zh_CN).filter((id) => isThaiEnabled(id) && !thai[id]?.trim());
    });
    expect(missing).toEqual([]);
  });

  it('shows the back office in Thai as English throughout', () => {
    const thai = messagesFor('th_TH');
    const english = messagesFor('en_US');
    const admin = allIds.filter((id) => englishInThai.includes(namespaceOf(id))) as (keyof typeof thai)[];
    expect(admin.filter((id) => thai[id] !== english[id])).toEqual([]);
  });

  it('keeps the placeholders of zh_CN in every translation', () => {
    const mismatched: string[] = [];
    for (const catalog of catalogs) {
      for (const [id, source] of Object.entries(catalog.zh_CN)) {
        const expected = placeholders(source);
        for (const locale of locales) {
          const text = (catalog[locale] as Partial<Record<string, string>>)[id];
          if (text === undefined) continue;
          const actual = placeholders(text);
          if (actual.join() !== expected.join())
            mismatched.push(`${locale} ${id}: ${actual.join()} ≠ ${expected.join()}`);
        }
      }
    }
    expect(mismatched).toEqual([]);
  });
});
