import { z } from 'zod';
import { locales } from './enums.ts';

/** Form bodies carry every value as text; these read them into their real types. */
export const formBoolean = z.preprocess((value) => {
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0 || value === '') return false;
  return value;
}, z.boolean());

/** A plain decimal integer as text: no sign tricks, blanks, exponents, hex or fractions. */
const decimalText = /^-?\d{1,16}$/;

function fromDecimalText(value: unknown): unknown {
  if (typeof value !== 'string' || !decimalText.test(value)) return value;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : value;
}

/**
 * An integer as a client sends it: a JSON number, or a plain decimal string from a form or the
 * query. Anything that would merely coerce (`true`, `[1]`, `""`, `null`, `"0x1F"`, `"1e3"`, `" 1"`)
 * is refused, so a malformed id can never turn into a real one.
 */
export const intInput = <T extends z.ZodNumber>(schema: T) => z.preprocess(fromDecimalText, schema);

/**
 * The values besides absence that a field takes for "not given": a preprocess turns them into
 * absent, which zod's JSON Schema cannot show, so the OpenAPI document reads them from here.
 */
export const blankValuesKey = 'x-blank-values';

/** An optional integer: absent, or the empty field the original client sends for "not given". */
export const optionalIntInput = <T extends z.ZodNumber>(schema: T) =>
  z
    .preprocess((value) => (value === '' ? undefined : fromDecimalText(value)), schema.optional())
    .meta({ [blankValuesKey]: [''] });

/**
 * A list as a form or query sends it: repeated fields arrive as an array, but a list of one arrives
 * as a single text (`roles=operator`), and the original client joins values with commas.
 */
export const formList = <T extends z.ZodArray>(schema: T) =>
  // Typed as the list the apps send; the single text is what other clients send.
  z.preprocess((value: z.input<T>) => {
    const sent: unknown = value;
    return typeof sent === 'string' ? sent.split(',').filter((part) => part !== '') : sent;
  }, schema);

/** A record id: a positive integer. */
export const idInput = intInput(z.number().int().min(1));

/** An optional field the original client may send blank or null for "not given". */
export const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())
    .meta({ [blankValuesKey]: ['', null] });

export const paging = z.object({
  pageNum: intInput(z.number().int().min(1)).default(1),
  pageSize: intInput(z.number().int().min(1).max(100)).default(20),
});

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    hasMore: z.boolean(),
  });

export const localeSchema = z.enum(locales);

/** A text in every language; zh_CN is required, the rest fall back to it. */
export const localizedText = z.object({
  zh_CN: z.string(),
  zh_HK: z.string().optional(),
  en_US: z.string().optional(),
  th_TH: z.string().optional(),
});
export type LocalizedText = z.infer<typeof localizedText>;

/** Amounts travel as two-decimal strings ("199.00"); inside they are integer minor units. */
export const moneyString = z.string().regex(/^-?\d+\.\d{2}$/);
