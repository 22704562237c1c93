// Prints what the shopper app costs over the wire, counted as the server sends it: each file's
// precompressed brotli copy when the build wrote one, else its gzip size. A first load is the
// entry with its static imports, the stylesheets, the messages of the shopper's language and the
// chunk of the page the address opens; all routes is every page once. Run after `npm run build`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) throw new Error('No build manifest: run `npm run build` first');

interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(manifestFile, 'utf8'));
const FIRST_LOAD_BUDGET = 100;
const ALL_ROUTES_BUDGET = 300;
const DEFAULT_LOCALE = 'zh_CN';
const LOCALES = ['zh_CN', 'zh_HK', 'en_US', 'th_TH'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rawBytes = (file: string) => statSync(path.join(dist, file)).size;
const gzipBytes = (file: string) => {
  const copy = path.join(dist, `${file}.gz`);
  return existsSync(copy) ? statSync(copy).size : gzipSync(readFileSync(path.join(dist, file))).length;
};
/** What the server sends a browser that accepts brotli (small files are left uncompressed). */
const servedBytes = (file: string) => {
  const copy = path.join(dist, `${file}.br`);
  return existsSync(copy) ? statSync(copy).size : Math.min(rawBytes(file), gzipBytes(file));
};
const total = (files: Iterable<string>, size = servedBytes) => [...files].reduce((sum, file) => sum + size(file), 0);

/** The files of a chunk and of everything it statically imports, stylesheets included. */
function filesOf(key: string, into = new Set<string>(), seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return into;
  seen.add(key);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) filesOf(imported, into, seen);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const entry = filesOf(entryKey);
/**
 * A language's messages, and antd-mobile's texts in it when they are not in the entry: a chunk of
 * their own (`_zh-CN-<hash>.js`) when the entry shares them, else the dynamically imported module.
 */
function localeFiles(locale: string): Set<string> {
  const files = filesOf(`virtual:web-messages/${locale}`);
  const name = locale.replace('_', '-');
  const pattern = new RegExp(`^_${name}-[\\w-]{8}\\.js$`);
  const component = Object.keys(manifest).find(
    (key) => pattern.test(key) || key.replaceAll('\\', '/').endsWith(`antd-mobile/es/locales/${name}.js`),
  );
  if (component) filesOf(component, files);
  return files;
}
const extra = (files: Set<string>, over: Set<string>) => [...files].filter((file) => !over.has(file));

function report(label: string, files: string[]) {
  const served = total(files);
  const verdict = served <= FIRST_LOAD_BUDGET * 1024 ? 'within' : 'OVER';
  console.log(
    `${label}: ${kb(served)} served (${kb(total(files, rawBytes))} uncompressed) — ${verdict} budget ${FIRST_LOAD_BUDGET} KB`,
  );
}

console.log(
  `Shopper app as served (brotli where precompressed, else gzip), from ${path.relative(process.cwd(), dist)}`,
);
const framework = [...entry].find((file) => /\/framework-[^/]+\.js$/.test(file));
if (framework) {
  console.log(
    `framework chunk: ${kb(rawBytes(framework))} uncompressed, ${kb(gzipBytes(framework))} gzip, ${kb(servedBytes(framework))} served`,
  );
}
const shippedFiles = readdirSync(path.join(dist, 'assets')).filter((file) => !/\.(br|gz)$/.test(file));
const worthCompressing = shippedFiles.filter((file) => rawBytes(`assets/${file}`) > 1024);
const precompressed = worthCompressing.filter((file) => existsSync(path.join(dist, 'assets', `${file}.br`)));
console.log(
  `precompressed (brotli copy beside it): ${precompressed.length} of ${worthCompressing.length} assets over 1 KB`,
);
const html = 'index.html';
console.log(
  `index.html (skeleton, inline CSS and preload script): ${kb(servedBytes(html))} served (not counted below)`,
);
console.log(`entry, its static imports and CSS: ${kb(total(entry))} served`);
// Every page but the launch screen renders inside the shell layout, a lazy chunk of its own.
for (const [address, pages] of [
  ['#/ (launch)', ['src/pages/index.tsx']],
  ['#/pages/index/index (home)', ['src/app/shell-layout.tsx', 'src/pages/index/index.tsx']],
] as const) {
  const route = extra(new Set(pages.flatMap((page) => [...filesOf(page)])), entry);
  const heaviest = LOCALES.map((locale) => ({ locale, files: extra(localeFiles(locale), entry) })).sort(
    (a, b) => total(b.files) - total(a.files),
  )[0]!;
  const locale = extra(localeFiles(DEFAULT_LOCALE), entry);
  console.log(
    `first load at ${address}: route chunks +${kb(total(route))}, ${DEFAULT_LOCALE} messages +${kb(total(locale))}`,
  );
  report(`  first load at ${address}, ${DEFAULT_LOCALE}`, [...new Set([...entry, ...route, ...locale])]);
  report(`  first load at ${address}, ${heaviest.locale} (heaviest language)`, [
    ...new Set([...entry, ...route, ...heaviest.files]),
  ]);
}

const routes = Object.keys(manifest).filter(
  (key) => manifest[key]!.isDynamicEntry && (key.includes('/pages/') || key.endsWith('shell-layout.tsx')),
);
console.log('each route on top of the entry:');
for (const key of routes.sort())
  console.log(`  ${key.replace(/^src\/(pages|app)\//, '')}: +${kb(total(extra(filesOf(key), entry)))}`);
// A shopper who opens every page downloads the entry and each route's own files once, in one
// language; the other languages' chunks are alternatives, not extra weight.
const visitedAll = new Set([...entry, ...localeFiles(DEFAULT_LOCALE)]);
for (const key of routes) filesOf(key, visitedAll);
const all = total(visitedAll);
console.log(
  `all routes together: ${kb(all)} served — ${all <= ALL_ROUTES_BUDGET * 1024 ? 'within' : 'OVER'} budget ${ALL_ROUTES_BUDGET} KB`,
);
const shipped = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
console.log(`every file shipped, all four languages: ${kb(total(new Set(shipped)))} served`);
