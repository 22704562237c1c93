// Prints the shopper app's JavaScript weight from the build manifest: what the first paint
// downloads, what each route needs, and all routes together (gzip), against the budgets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  src?: string;
}
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

/** A chunk and everything it statically imports, once each. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
const weight = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest: run `npm run build -w apps/web` first');
const initial = closure(entryKey);
console.log(`initial JS (entry and its static imports): ${weight(initial).toFixed(1)} KB gzip (budget 100 KB)`);

const routes = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && key.includes('/pages/'));
for (const key of routes.sort()) {
  const extra = [...closure(key)].filter((k) => !initial.has(k));
  console.log(`  ${key.replace(/^src\/pages\//, '')}: +${weight(extra).toFixed(1)} KB`);
}
// A shopper who opens every page downloads the entry and each route's own chunks once; the
// other languages' message and component-locale chunks are alternatives, not extra weight.
const visitedAll = new Set(initial);
for (const key of routes) for (const chunk of closure(key)) visitedAll.add(chunk);
console.log(`all routes together: ${weight(visitedAll).toFixed(1)} KB gzip (budget 300 KB)`);
const files = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
const shipped = files.reduce((sum, chunk) => sum + gzipKb(chunk.file), 0);
console.log(`every chunk shipped, all four languages: ${shipped.toFixed(1)} KB gzip`);
