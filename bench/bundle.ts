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
const everything = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
const total = everything.reduce((sum, chunk) => sum + gzipKb(chunk.file), 0);
console.log(`all routes together: ${total.toFixed(1)} KB gzip (budget 300 KB)`);
