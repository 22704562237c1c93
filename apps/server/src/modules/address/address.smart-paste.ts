// Smart paste: splits a pasted Thai or Chinese address block into name, phone, regions, zip and
// street. Phones, zips and labels are cut out first; regions are matched against every spelling
// the index knows and confirmed by their parents (or the zip); what is left is street or name.
import type { IndexedRegion, RegionIndex } from './address.region-index.ts';

type Span = [number, number];

export interface PasteResult {
  name: string | null;
  mobile: string | null;
  province: IndexedRegion | null;
  city: IndexedRegion | null;
  area: IndexedRegion | null;
  zip: string | null;
  address: string | null;
  score: number;
  rest: string;
}

const thaiMobile = /(?<![\d+])(?:\+66[\s-]?|0)[689]\d[\s-]?\d{3}[\s-]?\d{4}(?!\d)/u;
const chinaMobile = /(?<![\d+])(?:\+?86[\s-]?)?1[3-9]\d[\s-]?\d{4}[\s-]?\d{4}(?!\d)/u;
const labels =
  /(收货人|收件人|联系人|姓名|手机号码|手机号|手机|联系电话|电话|所在地区|详细地址|收货地址|地址|邮编|ชื่อผู้รับ|ผู้รับ|ชื่อ|เบอร์โทรศัพท์|เบอร์โทร|เบอร์|โทรศัพท์|โทร\.?|ที่อยู่|รหัสไปรษณีย์|name|tel|phone|mobile|address|zip)\s*[:：]?/giu;
// Written before a Thai region's name; cut out with it so they do not end up in the street.
const thaiPrefix = /(ตำบล|ต\.|แขวง|อำเภอ|อ\.|เขต|จังหวัด|จ\.)\s*$/u;
const streetWord =
  /\d|หมู่|ม\.|ซอย|ซ\.|ถนน|ถ\.|บ้านเลขที่|อาคาร|ชั้น|ห้อง|คอนโด|หมู่บ้าน|路|街|道|号|號|村|巷|弄|栋|幢|楼|室|单元|小区|大厦|花园|广场|苑/u;
const separators = /^[\s,，、;；:：|/\-–—.。()（）]+|[\s,，、;；:：|/\-–—.。()（）]+$/gu;

function overlaps(span: Span, taken: Span[]): boolean {
  return taken.some(([start, end]) => span[0] < end && start < span[1]);
}

/**
 * Where one of `aliases` occurs in `text` outside the spans already taken: preferably right after
 * a Thai prefix (ต. อ. จ. แขวง เขต), since the same name also turns up in streets and people's names.
 */
function locate(text: string, aliases: string[], taken: Span[]): Span | null {
  let first: Span | null = null;
  for (const alias of aliases) {
    for (let at = text.indexOf(alias); at >= 0; at = text.indexOf(alias, at + 1)) {
      const span: Span = [at, at + alias.length];
      if (overlaps(span, taken)) continue;
      if (thaiPrefix.test(text.slice(Math.max(0, at - 8), at))) return span;
      first ??= span;
    }
  }
  return first;
}

/** Widens a Thai region's span over the prefix written before it (ต. อ. จ. แขวง เขต). */
function withPrefix(text: string, span: Span): Span {
  const before = thaiPrefix.exec(text.slice(Math.max(0, span[0] - 8), span[0]));
  return before ? [span[0] - before[0].length, span[1]] : span;
}

interface Choice {
  province: IndexedRegion | null;
  city: IndexedRegion | null;
  area: IndexedRegion | null;
  spans: Span[];
  score: number;
}

/** How well the leaf and its parents are written in the text: longer and more levels win. */
function evaluate(text: string, index: RegionIndex, leaf: IndexedRegion, zip: string | null, taken: Span[]): Choice {
  const city = index.byId.get(leaf.row.parentId ?? -1) ?? null;
  const province = city ? (index.byId.get(city.row.parentId ?? -1) ?? null) : null;
  const spans: Span[] = [];
  let score = zip && leaf.row.zip === zip ? 3 : 0;
  let leafWritten = false;
  // Longest written name first: a province's name is part of its capital district's
  // (เมืองเชียงใหม่), and the short "เมือง" must not eat a sub-district such as ในเมือง.
  const written = (entry: IndexedRegion | null) => entry?.aliases.find((alias) => text.includes(alias))?.length ?? 0;
  const levels = (
    [
      [city, 2],
      [province, 2],
      [leaf, 3],
    ] as const
  ).toSorted((a, b) => written(b[0]) - written(a[0]));
  for (const [entry, weight] of levels) {
    if (!entry) continue;
    const span = locate(text, entry.aliases, [...taken, ...spans]);
    if (!span) continue;
    spans.push(span);
    score += weight + (span[1] - span[0]) / 100;
    if (entry === leaf) leafWritten = true;
  }
  return { province, city, area: leafWritten ? leaf : null, spans, score };
}

/** The best reading of the regions in `text`, or as much of it as the text supports. */
function chooseRegions(text: string, index: RegionIndex, zip: string | null, taken: Span[]): Choice {
  const candidates = new Set<IndexedRegion>(zip ? (index.byZip.get(zip) ?? []) : []);
  for (const leaf of index.leaves) if (leaf.aliases.some((alias) => text.includes(alias))) candidates.add(leaf);
  let best: Choice | null = null;
  for (const leaf of candidates) {
    const choice = evaluate(text, index, leaf, zip, taken);
    if (!best || choice.score > best.score) best = choice;
  }
  // A leaf needs its own name and one confirmation (parent or zip); else keep only the parents.
  if (best?.area && best.score >= 5) return best;
  return chooseParents(text, index, taken);
}

/** Province and city without an area: a city confirmed by its province, or a province alone. */
function chooseParents(text: string, index: RegionIndex, taken: Span[]): Choice {
  let best: Choice = { province: null, city: null, area: null, spans: [], score: 0 };
  for (const city of index.cities) {
    const citySpan = locate(text, city.aliases, taken);
    if (!citySpan) continue;
    const province = index.byId.get(city.row.parentId ?? -1) ?? null;
    const provinceSpan = province ? locate(text, province.aliases, [...taken, citySpan]) : null;
    const score = 2 + (provinceSpan ? 2 : 0) + (citySpan[1] - citySpan[0]) / 100;
    if (provinceSpan || city.row.country === 'CN') {
      if (score > best.score)
        best = { province, city, area: null, spans: provinceSpan ? [citySpan, provinceSpan] : [citySpan], score };
    }
  }
  if (best.city) return best;
  for (const province of index.provinces) {
    const span = locate(text, province.aliases, taken);
    if (span && span[1] - span[0] > (best.spans[0]?.[1] ?? 0) - (best.spans[0]?.[0] ?? 0)) {
      best = { province, city: null, area: null, spans: [span], score: 2 };
    }
  }
  return best;
}

/** Cuts the first match of `pattern` out of the text (by span), returning what matched. */
function take(text: string, pattern: RegExp, taken: Span[]): string | null {
  const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
  for (const match of text.matchAll(global)) {
    const span: Span = [match.index, match.index + match[0].length];
    if (overlaps(span, taken)) continue;
    taken.push(span);
    return match[0];
  }
  return null;
}

/** The pieces of the text outside the taken spans, in order, trimmed of separators. */
function fragments(text: string, taken: Span[]): { text: string; start: number; end: number }[] {
  const sorted = [...taken].sort((a, b) => a[0] - b[0]);
  const pieces: { text: string; start: number; end: number }[] = [];
  let at = 0;
  for (const [start, end] of [...sorted, [text.length, text.length] as Span]) {
    if (start > at) {
      const piece = text.slice(at, start).replace(separators, '');
      if (piece) pieces.push({ text: piece, start: at, end: start });
    }
    at = Math.max(at, end);
  }
  return pieces;
}

/** The trailing words of `piece` that read as a person's name (no digits, no street words). */
const wordBreak = /[\s,，、;；:：]+/u;

function trailingName(piece: string): { name: string; left: string } | null {
  const words = piece.split(wordBreak);
  let count = 0;
  while (count < Math.min(2, words.length) && !streetWord.test(words[words.length - 1 - count]!)) count++;
  if (count === 0) return null;
  return { name: words.slice(-count).join(' '), left: words.slice(0, -count).join(' ') };
}

function leadingName(piece: string): { name: string; left: string } | null {
  const words = piece.split(wordBreak);
  let count = 0;
  while (count < Math.min(2, words.length) && !streetWord.test(words[count]!)) count++;
  if (count === 0 || count === words.length) return count === 0 ? null : { name: piece, left: '' };
  return { name: words.slice(0, count).join(' '), left: words.slice(count).join(' ') };
}

// Recipient markers written around a name ("王小明 收", "李雷（收）", "收 张伟", "ถึง คุณต้น") and
// the polite Thai "คุณ": not part of it. "คุณ" counts only before a consonant, a leading vowel or
// a space, since "คุณากร" is a name of its own; "คุณหญิง" is a title and stays.
const leadingMarker = /^(?:收件人|收货人|收貨人|收|ถึง\s|คุณ(?!หญิง)(?=[\u0E01-\u0E2E\u0E40-\u0E44\s]))\s*/u;
const trailingMarker = /\s*[(（]?\s*(?:收件人|收货人|收貨人|收|ผู้รับ)\s*[)）]?$/u;

function withoutMarkers(name: string | null): string | null {
  if (name === null) return null;
  let clean = name;
  for (let round = 0; round < 2; round++) clean = clean.replace(leadingMarker, '').replace(trailingMarker, '');
  clean = clean.replace(separators, '');
  return clean === '' ? null : clean;
}

interface Piece {
  text: string;
  start: number;
  end: number;
}

/** Splits the left-over pieces into the name (next to the phone, or labelled) and the rest. */
function splitName(pieces: Piece[], phoneAt: Span | null, nameLabelEnd: number | null) {
  const texts = pieces.map((piece) => piece.text);
  const labelled = nameLabelEnd === null ? -1 : pieces.findIndex((piece) => piece.start >= nameLabelEnd - 1);
  const before = phoneAt ? pieces.findLastIndex((piece) => piece.end <= phoneAt[0]) : -1;
  const after = phoneAt ? pieces.findIndex((piece) => piece.start >= phoneAt[1]) : -1;
  const tries: [number, 'lead' | 'trail'][] = [
    [labelled, 'lead'],
    [before, 'trail'],
    [after, 'lead'],
    [0, 'lead'],
  ];
  for (const [at, side] of tries) {
    if (at < 0 || at >= texts.length) continue;
    // Only right beside the phone (or after a label) a piece may be cut; elsewhere it must be whole.
    const found = side === 'trail' ? trailingName(texts[at]!) : leadingName(texts[at]!);
    if (!found || [...found.name].length > 30) continue;
    if (at === 0 && before !== 0 && after !== 0 && labelled !== 0 && found.left) continue;
    texts[at] = found.left;
    return { name: found.name, left: texts.filter(Boolean) };
  }
  return { name: null, left: texts.filter(Boolean) };
}

/** Reads a pasted address block. */
export function identifyAddress(input: string, index: RegionIndex): PasteResult {
  const text = input.normalize('NFC').replace(/\r/g, '').toLowerCase();
  const original = input.normalize('NFC').replace(/\r/g, '');
  const taken: Span[] = [];
  const isChinese = /\p{Script=Han}/u.test(text) && !/\p{Script=Thai}/u.test(text);
  const mobileText =
    take(text, isChinese ? chinaMobile : thaiMobile, taken) ?? take(text, isChinese ? thaiMobile : chinaMobile, taken);
  const phoneAt = mobileText ? taken[taken.length - 1]! : null;
  let nameLabelEnd: number | null = null;
  for (const match of text.matchAll(labels)) {
    const span: Span = [match.index, match.index + match[0].length];
    if (overlaps(span, taken)) continue;
    taken.push(span);
    if (/^(收货人|收件人|联系人|姓名|ชื่อผู้รับ|ผู้รับ|ชื่อ|name)/u.test(match[0])) nameLabelEnd = span[1];
  }
  const zipText = take(text, isChinese ? /(?<!\d)\d{6}(?!\d)/u : /(?<![\d/])\d{5}(?![\d/])/u, taken);
  const regions = chooseRegions(text, index, zipText, taken);
  for (const span of regions.spans) taken.push(isChinese ? span : withPrefix(text, span));
  const pieces = fragments(original, taken);
  const split = splitName(pieces, phoneAt, nameLabelEnd);
  const { left } = split;
  const name = withoutMarkers(split.name);
  const street = left.filter((piece) => streetWord.test(piece));
  const address = street.length > 0 ? street.join(' ') : (left.sort((a, b) => b.length - a.length)[0] ?? null);
  const rest = left.filter((piece) => piece !== address && !street.includes(piece)).join(' ');
  const zip = zipText ?? regions.area?.row.zip ?? null;
  const mobile = mobileText ? mobileText.replace(/[\s-]/g, '') : null;
  const parts = [name, mobile, regions.province, regions.city, regions.area, address];
  // Chinese addresses rarely carry a zip and the data has none: it is not counted for them.
  if (!isChinese) parts.push(zip);
  const score = Math.round((100 * parts.filter(Boolean).length) / parts.length);
  return {
    name,
    mobile,
    province: regions.province,
    city: regions.city,
    area: regions.area,
    zip,
    address,
    score,
    rest,
  };
}
