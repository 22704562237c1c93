// Writes apps/server/src/modules/address/address.thai-names.csv, the official romanised names of
// Thai provinces, districts and sub-districts the shop uses instead of thai-address-universal's
// garbled ones, from the CSV files of thai-province-data (MIT, formats/csv/provinces.csv,
// districts.csv and sub_districts.csv). Run from the repository root:
//   npx node scripts/thai-region-names.ts <provinces.csv> <districts.csv> <sub_districts.csv> [codes, e.g. 10,50,83]
// Every province's name is written; districts and sub-districts of the provinces given (all
// without codes). The next start revises loaded databases.
import { readFileSync, writeFileSync } from 'node:fs';

const out = 'apps/server/src/modules/address/address.thai-names.csv';

/** Rows of a CSV file by its header's column names; quoted fields may hold commas. */
function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
  const columns = header!.split(',');
  return lines.map((line) => {
    const cells = [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, ''));
    return Object.fromEntries(columns.map((column, at) => [column, (cells[at] ?? '').replace(/""/g, '"')]));
  });
}

const thai = (name: string) => name.replace(/^(เขต|อำเภอ|แขวง|ตำบล)/u, '').trim();
// The source spells the level before the name ("Khet Bang Rak", "Tambon Si Phum") and has a stray bracket here and there.
const english = (name: string) =>
  name
    .replace(/^(Khet|Amphoe|Kwaeng|Khwaeng|Tambon)\s+/, '')
    .replace(/[()]/g, '')
    .trim();

const [provincesFile, districtsFile, subDistrictsFile, provinces] = process.argv.slice(2);
if (!provincesFile || !districtsFile || !subDistrictsFile) {
  console.error(
    'usage: node scripts/thai-region-names.ts <provinces.csv> <districts.csv> <sub_districts.csv> [10,50,83]',
  );
  process.exit(1);
}
const wanted = provinces ? new Set(provinces.split(',')) : null;
const keep = (code: string) => !wanted || wanted.has(code.slice(0, 2));
const rows = ['code,zip,name_th,name_en'];
const districts = readCsv(districtsFile);
// The source numbers provinces 1-77; their official codes are the first digits of their districts'.
const officialCode = new Map(districts.map((row) => [row.province_id!, row.id!.slice(0, 2)]));
for (const row of readCsv(provincesFile)) {
  rows.push([officialCode.get(row.id!), '', row.name_th, row.name_en].join(','));
}
for (const row of districts) {
  if (keep(row.id!)) rows.push([row.id, '', thai(row.name_th!), english(row.name_en!)].join(','));
}
for (const row of readCsv(subDistrictsFile)) {
  if (keep(row.id!)) rows.push([row.id, row.zip_code, thai(row.name_th!), english(row.name_en!)].join(','));
}
rows.sort((a, b) => {
  const [codeA, codeB] = [a.split(',')[0]!, b.split(',')[0]!];
  if (codeA === 'code' || codeB === 'code') return codeA === 'code' ? -1 : 1;
  return (
    codeA.slice(0, 2).localeCompare(codeB.slice(0, 2)) || codeA.length - codeB.length || codeA.localeCompare(codeB)
  );
});
writeFileSync(out, `${rows.join('\n')}\n`);
console.log(`${rows.length - 1} names written to ${out}`);
