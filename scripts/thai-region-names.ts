// Writes apps/server/src/modules/address/address.thai-names.csv, the official romanised names of
// Thai districts and sub-districts the shop uses instead of thai-address-universal's garbled
// ones, from the CSV files of thai-province-data (MIT, formats/csv/districts.csv and
// formats/csv/sub_districts.csv). Run from the repository root:
//   npx node scripts/thai-region-names.ts <districts.csv> <sub_districts.csv> [province codes, e.g. 10,50,83]
// Without province codes every province is written. The next start revises loaded databases.
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

const [districtsFile, subDistrictsFile, provinces] = process.argv.slice(2);
if (!districtsFile || !subDistrictsFile) {
  console.error('usage: node scripts/thai-region-names.ts <districts.csv> <sub_districts.csv> [10,50,83]');
  process.exit(1);
}
const wanted = provinces ? new Set(provinces.split(',')) : null;
const keep = (code: string) => !wanted || wanted.has(code.slice(0, 2));
const rows = ['code,zip,name_th,name_en'];
for (const row of readCsv(districtsFile)) {
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
