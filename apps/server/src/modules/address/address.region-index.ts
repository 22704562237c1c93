// The regions in memory for smart paste: each with the spellings people type for it.
import type { RegionRow } from './address.regions.ts';

export interface IndexedRegion {
  row: RegionRow;
  /** Longest first, lower case; never shorter than two characters. */
  aliases: string[];
}

export interface RegionIndex {
  byId: Map<number, IndexedRegion>;
  leaves: IndexedRegion[];
  cities: IndexedRegion[];
  provinces: IndexedRegion[];
  byZip: Map<string, IndexedRegion[]>;
}

// Suffixes people drop when they write a Chinese place ("广东" for 广东省, "南山" for 南山区).
const chineseSuffix =
  /(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|自治县|地区|新区|林区|省|市|区|县|盟|旗)$/u;

// Bangkok is written many ways; the data has only its official names.
const bangkokAliases = ['กรุงเทพมหานคร', 'กรุงเทพฯ', 'กรุงเทพ', 'กทม.', 'กทม', 'bangkok'];

function aliasesOf(row: RegionRow): string[] {
  const names = new Set<string>();
  const add = (name: string | null | undefined) => {
    const trimmed = name?.trim().toLowerCase();
    if (trimmed && [...trimmed].length >= 2) names.add(trimmed);
  };
  if (row.country === 'CN') {
    add(row.nameZh);
    const short = row.nameZh?.replace(chineseSuffix, '');
    if (short && short !== row.nameZh && [...short].length >= 2) add(short);
  } else {
    add(row.nameTh);
    add(row.nameEn);
    if (row.level === 1 && row.nameEn === 'Bangkok') bangkokAliases.forEach(add);
    // "อ.เมือง จ.เชียงใหม่": the capital district is often written without its province's name.
    if (row.level === 2 && row.nameTh?.startsWith('เมือง')) add('เมือง');
  }
  return [...names].sort((a, b) => b.length - a.length);
}

export function buildRegionIndex(rows: RegionRow[]): RegionIndex {
  const index: RegionIndex = { byId: new Map(), leaves: [], cities: [], provinces: [], byZip: new Map() };
  for (const row of rows) {
    const entry = { row, aliases: aliasesOf(row) };
    index.byId.set(row.id, entry);
    (row.level === 1 ? index.provinces : row.level === 2 ? index.cities : index.leaves).push(entry);
    if (row.zip) index.byZip.set(row.zip, [...(index.byZip.get(row.zip) ?? []), entry]);
  }
  return index;
}
