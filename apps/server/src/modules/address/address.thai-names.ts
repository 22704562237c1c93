// Official romanised names for Thai districts and sub-districts where thai-address-universal's
// English names are garbled ("Sinm" for Si Lom) and its zips repeat a sub-district under zips of
// other districts (Wang Mai in Pathum Wan five times). The names come from address.thai-names.csv,
// an extract of thai-province-data (MIT) made by scripts/thai-region-names.ts; see
// docs/domain/address.md, "Romanised Thai names".
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

interface NamedPlace {
  nameTh: string;
  nameEn: string;
  zip: string;
}

export interface ThaiNames {
  /** Provinces by their official two-digit code. */
  provinces: Map<string, { nameTh: string; nameEn: string }>;
  /** Districts by `<province code>:<Thai name>`: the package's district codes are not always the official ones. */
  districts: Map<string, string>;
  /** Sub-districts by their official six-digit code. */
  subDistricts: Map<string, NamedPlace>;
  /** The zips of each district's sub-districts, by the district's official four-digit code. */
  districtZips: Map<string, Set<string>>;
}

let cached: ThaiNames | null = null;

export function thaiNames(): ThaiNames {
  if (cached) return cached;
  const text = readFileSync(new URL('./address.thai-names.csv', import.meta.url), 'utf8');
  const names: ThaiNames = {
    provinces: new Map(),
    districts: new Map(),
    subDistricts: new Map(),
    districtZips: new Map(),
  };
  for (const line of text.split('\n').slice(1)) {
    const [code, zip, nameTh, nameEn] = line.split(',');
    if (!code || !nameTh || !nameEn) continue;
    if (code.length === 2) names.provinces.set(code, { nameTh, nameEn });
    else if (code.length === 4) names.districts.set(`${code.slice(0, 2)}:${nameTh}`, nameEn);
    else {
      names.subDistricts.set(code, { nameTh, nameEn, zip: zip ?? '' });
      const zips = names.districtZips.get(code.slice(0, 4)) ?? new Set<string>();
      names.districtZips.set(code.slice(0, 4), zips.add(zip ?? ''));
    }
  }
  cached = names;
  return names;
}

const letters = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * A province's name split into words where the package runs them together ("Nakhonratchasima" is
 * Nakhon Ratchasima). Otherwise the package's stays: where the names differ in more than that,
 * both are in use ("Phang Nga" and "Phangnga"), and a name shoppers know never changes for another.
 */
export function provinceName(code: string, nameTh: string, packageName: string): string {
  const place = thaiNames().provinces.get(code);
  const splits = (name: string) => name.split(' ').length;
  if (!place || place.nameTh !== nameTh || letters(place.nameEn) !== letters(packageName)) return packageName;
  if (splits(place.nameEn) <= splits(packageName)) return packageName;
  return place.nameEn;
}

/** The official name of a sub-district, when the extract has it under the same code and Thai name. */
export function subDistrictName(code: string, nameTh: string): string | null {
  const place = thaiNames().subDistricts.get(code);
  return place && place.nameTh === nameTh ? place.nameEn : null;
}

/**
 * A sub-district row under a zip that no sub-district of its district has, while the same
 * sub-district is also listed under its own zip: the package repeats it, the post does not.
 */
export function isRepeatedZip(
  code: string,
  zip: string | null | undefined,
  zipsOfCode: (string | null | undefined)[],
): boolean {
  const place = thaiNames().subDistricts.get(code);
  if (!place || !zip || zip === place.zip) return false;
  if (thaiNames().districtZips.get(code.slice(0, 4))?.has(zip)) return false;
  return zipsOfCode.includes(place.zip);
}

/** The official six-digit code inside a Thai sub-district's region code (see thaiRegions). */
const subCodeOf = sql`substring(r.code from '-([0-9]{6})-[0-9]*-')`;

/**
 * Brings a database loaded before the extract up to it: names are changed in place (ids and
 * codes stay, so saved addresses keep pointing where they did), and a repeated zip row that no
 * address or hot region uses is removed. Idempotent; cheap enough for every start.
 */
export async function reviseThaiNames(db: DbOrTx): Promise<void> {
  const { provinces, districts, subDistricts, districtZips } = thaiNames();
  const provinceRows = [...provinces].map(([code, place]) => sql`(${`TH-${code}`}, ${place.nameTh}, ${place.nameEn})`);
  // As provinceName: only a name run together is replaced by the same letters split into words.
  await db.execute(sql`
    update regions r set name_en = v.en
      from (values ${sql.join(provinceRows, sql`, `)}) v(code, th, en)
     where r.level = 1 and r.country = 'TH' and r.code = v.code and r.name_th = v.th
       and r.name_en is distinct from v.en
       and regexp_replace(lower(r.name_en), '[^a-z]', '', 'g') = regexp_replace(lower(v.en), '[^a-z]', '', 'g')
       and array_length(string_to_array(r.name_en, ' '), 1) < array_length(string_to_array(v.en, ' '), 1)`);
  const districtRows = [...districts].map(([key, nameEn]) => {
    const [province, nameTh] = key.split(':');
    return sql`(${`TH-${province}`}, ${nameTh}, ${nameEn})`;
  });
  await db.execute(sql`
    update regions r set name_en = v.en
      from (values ${sql.join(districtRows, sql`, `)}) v(province, th, en), regions p
     where r.level = 2 and r.country = 'TH' and p.id = r.parent_id and p.code = v.province
       and r.name_th = v.th and r.name_en is distinct from v.en`);
  const subRows = [...subDistricts].map(
    ([code, place]) =>
      sql`(${code}, ${place.nameTh}, ${place.nameEn}, ${place.zip}, ${[...(districtZips.get(code.slice(0, 4)) ?? [])].join(',')})`,
  );
  const values = sql`(values ${sql.join(subRows, sql`, `)}) v(code, th, en, zip, district_zips)`;
  await db.execute(sql`
    update regions r set name_en = v.en from ${values}
     where r.level = 3 and r.country = 'TH' and ${subCodeOf} = v.code and r.name_th = v.th
       and r.name_en is distinct from v.en`);
  await db.execute(sql`
    delete from regions r using ${values}
     where r.level = 3 and r.country = 'TH' and ${subCodeOf} = v.code and r.zip <> v.zip
       and not (r.zip = any(string_to_array(v.district_zips, ',')))
       and exists (select 1 from regions o where o.parent_id = r.parent_id and o.id <> r.id
                    and o.name_th = r.name_th and o.zip = v.zip)
       and not exists (select 1 from member_addresses a where a.area_id = r.id)
       and not exists (select 1 from hot_regions h where h.region_id = r.id)`);
}
