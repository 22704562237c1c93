import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogs, isThaiEnabled, thaiNamespaces } from './catalogs.ts';
import { locales, messagesFor } from './index.ts';

// Namespaces a Thai-speaking operator still sees whole in English (messagesFor leaves their Thai
// texts out), until they are translated. A new namespace must be put on one list.
const englishInThai: string[] = [];

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

  it('gives every back-office message a text in zh_HK, en_US and th_TH', () => {
    const backOffice = (id: string) => namespaceOf(id).startsWith('admin') && !englishInThai.includes(namespaceOf(id));
    const missing = catalogs.flatMap((catalog) =>
      Object.keys(catalog.zh_CN)
        .filter(backOffice)
        .flatMap((id) =>
          (['zh_HK', 'en_US', 'th_TH'] as const)
            .filter((locale) => !(catalog[locale] as Partial<Record<string, string>>)[id]?.trim())
            .map((locale) => `${locale} ${id}`),
        ),
    );
    expect(missing, 'back-office texts without a translation').toEqual([]);
  });

  it('writes the Thai back office in Thai, not copied English', () => {
    const thai = messagesFor('th_TH');
    const english = messagesFor('en_US');
    const chinese = messagesFor('zh_CN');
    // A shared Latin term (SKU, ID, URL) may stay, and so may a name written alike in every
    // language (the language names); a copied English sentence may not.
    const copied = (Object.keys(english) as (keyof typeof english)[]).filter(
      (id) =>
        namespaceOf(id).startsWith('admin') &&
        thai[id] === english[id] &&
        english[id] !== chinese[id] &&
        /[a-z]{4}/.test(english[id]),
    );
    expect(copied, 'back-office texts shown in English to a Thai operator').toEqual([]);
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
