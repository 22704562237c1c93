import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { parse } from '@formatjs/icu-messageformat-parser';
import { productSorts } from '@mall/contracts/browser';
import type { Locale } from '@mall/i18n';
import { APP_VERSION } from './src/lib/app-version.ts';
import { askFirstCall, firstCallPaths, firstCallRoutes, preloadPicture } from './src/lib/first-call.ts';
import { answerKnownLocales } from './src/lib/known-locales.ts';
import { messageNamespaces, pageMessageNamespaces, shellMessageIds } from './src/lib/message-namespaces.ts';
import { paths } from './src/lib/paths.ts';
import { PAGE_SIZE } from './src/shared/catalog-lists/api/paged.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// Where `vite` and `vite preview` send API calls; the server listens on 8080 unless told otherwise.
const server = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
// `xfwd` names the browser's address to the server: with `vite --host`, a phone on the network
// must stay a caller from elsewhere to the development and sandbox routes, not become this proxy.
const proxy = {
  '/mallapi': { target: server, changeOrigin: true, xfwd: true },
  '/dev': { target: server, changeOrigin: true, xfwd: true },
  '/uploads': { target: server, changeOrigin: true },
};

const MESSAGES = 'virtual:web-messages/';
const PAGE_MESSAGES = 'virtual:web-page-messages/';
// The shop's languages as stored in localStorage `lang` (the boot scripts read it before any module).
const shopLocales: Locale[] = ['zh_CN', 'zh_HK', 'en_US', 'th_TH'];

/** Every `'field.<name>'` the shop's code names literally. */
function fieldIdsInSource(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name))
        for (const match of readFileSync(full, 'utf8').matchAll(/['"`](field\.[A-Za-z0-9_]+)['"`]/g))
          found.add(match[1]!);
    }
  };
  walk(path.join(root, 'src'));
  return [...found];
}

/**
 * `virtual:web-messages/<locale>`: the shop's messages in one locale, taken from @mall/i18n's
 * messagesFor at build time. The shared catalogues hold every app's texts in every language; the
 * shop loads only its own namespaces, and only in the shopper's language. Messages arrive already
 * parsed, so the browser needs no ICU parser (see the alias below) and a malformed message fails
 * the build.
 */
function webMessages(): Plugin {
  return {
    name: 'web-messages',
    resolveId: (id) => (id.startsWith(MESSAGES) || id.startsWith(PAGE_MESSAGES) ? `\0${id}` : undefined),
    async load(id) {
      const isPage = id.startsWith(`\0${PAGE_MESSAGES}`);
      if (!isPage && !id.startsWith(`\0${MESSAGES}`)) return undefined;
      const { locales, messagesFor } = await import('@mall/i18n');
      const name = id.slice((isPage ? PAGE_MESSAGES : MESSAGES).length + 1);
      const locale = locales.find((candidate) => candidate === name);
      if (!locale) return this.error(`Unknown locale in ${id.slice(1)}`);
      const prefixes = (isPage ? [...pageMessageNamespaces, 'field'] : messageNamespaces).map(
        (namespace) => `${namespace}.`,
      );
      // Field names are mostly the server's: the first screen carries only those the shop names in
      // its code; pages that build field ids at run time (identity forms) get them all with theirs.
      const shell = new Set<string>([...shellMessageIds, ...fieldIdsInSource()]);
      const wanted = (key: string) =>
        isPage
          ? prefixes.some((prefix) => key.startsWith(prefix))
          : shell.has(key) || (!key.startsWith('field.') && prefixes.some((prefix) => key.startsWith(prefix)));
      const table = Object.fromEntries(
        Object.entries(messagesFor(locale))
          .filter(([key]) => wanted(key))
          .map(([key, message]) => [key, parse(message)]),
      );
      return `export default ${JSON.stringify(table)};`;
    },
  };
}

/** The addresses a first visit opens on, with the page each renders. */
const firstScreens: Record<string, string> = {
  '/': 'src/pages/index.tsx',
  [paths.home]: 'src/pages/index/index.tsx',
  [paths.product]: 'src/pages/product/product.tsx',
  [paths.searchList]: 'src/pages/search/searchList.tsx',
};

/** The layout every address but the launch screen renders inside, itself a lazy chunk. */
const shellLayout = 'src/app/shell-layout.tsx';

/**
 * The first screen needs the entry, the page's route chunk and the messages in the shopper's
 * language; the last two are found only after the entry has run. The boot script of index.html
 * already knows the address and the language, so a second inline script (hashed into the CSP by
 * the server like the first) asks for those chunks and their stylesheets at once, in parallel with
 * the entry, and spares the app's first render V8's scan of its locale data (`answerKnownLocales`).
 */
function firstScreenPreload(): Plugin {
  return {
    name: 'first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        // A chunk with everything it imports, however deep: otherwise the browser finds each level
        // only after the one above it has arrived.
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (file: string, into = new Set<string>()): Set<string> => {
          if (into.has(file)) return into;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, into);
          return into;
        };
        // What the entry loads is left out: index.html names it, and the browser fetches it anyway.
        const entry = chunks.find((chunk) => chunk.isEntry);
        const known = entry ? withImports(entry.fileName) : new Set<string>();
        // The chunks' stylesheets too: otherwise they are asked for only once their chunk has run.
        const filesOf = (test: (id: string) => boolean, without = known) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId && test(candidate.facadeModuleId));
          if (!chunk) return [];
          const scripts = [...withImports(chunk.fileName)].filter((file) => !without.has(file));
          const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          return [...scripts, ...styles];
        };
        const shellFiles = filesOf((id) => id === `${root}${shellLayout}`);
        const inShell = new Set([...known, ...shellFiles]);
        const routeFiles = Object.fromEntries(
          Object.entries(firstScreens).map(([route, source]) => [
            route,
            filesOf((id) => id === `${root}${source}`, route === '/' ? known : inShell),
          ]),
        );
        const localeFiles = Object.fromEntries(
          shopLocales.map((locale) => {
            const component = `antd-mobile/es/locales/${locale.replace('_', '-')}.js`;
            const files = [
              ...filesOf((id) => id === `\0${MESSAGES}${locale}`),
              ...filesOf((id) => id.replaceAll('\\', '/').endsWith(component)),
            ];
            return [locale, files];
          }),
        );
        const { bcp47 } = await import('@mall/i18n');
        const script = `(function(){var r=${JSON.stringify(routeFiles)},s=${JSON.stringify(shellFiles)},l=${JSON.stringify(localeFiles)},d=document,lang='zh_CN';try{lang=localStorage.getItem('lang')||lang}catch(x){}var route=location.hash.replace(/^#/,'').split('?')[0]||'/';(route==='/'?[]:s).concat(r[route]||[],l[lang]||l.zh_CN).forEach(function(f){var k=d.createElement('link');if(/\\.css$/.test(f)){k.rel='preload';k.as='style'}else k.rel='modulepreload';k.crossOrigin='';k.href='/'+f;d.head.appendChild(k)});(${answerKnownLocales.toString()})(${JSON.stringify(shopLocales.map(bcp47))})})();`;
        return html.replace(/\s*<\/head>/, `\n    <script>${script}</script>\n  </head>`);
      },
    },
  };
}

/**
 * Home, product and search results show their first screen from one call, found otherwise only
 * after the entry and the page's chunk have run: a third inline script (hashed into the CSP like
 * the others) asks it with the page, and the API client adopts the answer (src/lib/first-call.ts).
 * The functions are copied into the page as their source.
 */
function firstCall(): Plugin {
  const routes = `(${firstCallRoutes.toString()})(${JSON.stringify(firstCallPaths)},${PAGE_SIZE},${JSON.stringify(productSorts)})`;
  const script = `(${askFirstCall.toString()})(${routes},${JSON.stringify(APP_VERSION)},${JSON.stringify(shopLocales)},${preloadPicture.toString()});`;
  return {
    name: 'first-call',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // First in the page's head, so the call leaves before anything else is fetched.
      handler: (html) => html.replace(/(\n\s*)<script>/, `$1<script>${script}</script>$1<script>`),
    },
  };
}

/**
 * V8 compiles a function the first time it runs, on the main thread, unless the file asks for all
 * of its functions at once (`//# allFunctionsCalledOnLoad`, Chromium 136 and later), which it then
 * compiles as the file downloads, off the main thread. The chunks every first screen runs most of
 * ask for that: the entry, the libraries, the shell, the first screens' pages and the messages.
 * Other browsers read the line as a comment.
 */
function compiledOnLoad(chunk: Rolldown.RenderedChunk): string {
  const id = chunk.facadeModuleId ?? '';
  const firstScreen =
    chunk.isEntry ||
    chunk.name === 'framework' ||
    [shellLayout, ...Object.values(firstScreens)].some((source) => id === `${root}${source}`) ||
    id.startsWith(`\0${MESSAGES}`);
  return firstScreen ? '//# allFunctionsCalledOnLoad' : '';
}

/**
 * A page's chunk is loaded with everything it imports, listed beside the dynamic import so the
 * browser asks for all of it at once (Vite's preload lists). The lists named the files the importing
 * chunk had already loaded too (the entry's framework and runtime, in every page of the route
 * table), which the browser skips anyway: leaving those out keeps the entry, part of every first
 * load, smaller. Stylesheets are never left out (Vite keeps them apart).
 */
const loadedWith = new Map<string, Set<string>>();

function knownImports(): Plugin {
  return {
    name: 'known-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const withImports = (file: string, into: Set<string>): Set<string> => {
        for (const imported of chunks.get(file)?.imports ?? [])
          if (!into.has(imported)) withImports(imported, into.add(imported));
        return into;
      };
      loadedWith.clear();
      for (const file of chunks.keys()) loadedWith.set(file, withImports(file, new Set()));
    },
  };
}

/**
 * What the shop runs on in the browser: Preact (with preact/compat) in place of react-dom. The app
 * is written, typed and unit-tested against React; only the build swaps the runtime, because
 * react-dom 19 alone (about 56 KB brotli) left no room for a 100 KB first load with home on it,
 * while Preact with compat is about 6 KB (docs/architecture.md, "Budgets and where we stand").
 * The dev server keeps React, for Fast Refresh and React's dev warnings; the browser journeys
 * (e2e/) run the build, so they check the app on what shoppers get.
 */
const preactInBuild = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  root,
  base: '/',
  plugins: [
    react(),
    webMessages(),
    firstScreenPreload(),
    firstCall(),
    knownImports(),
    // Brotli and gzip copies beside each file, served by the API server as they are (preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}src/` },
      // Messages are compiled at build time (webMessages), so react-intl never parses in the browser.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      ...(command === 'build' ? preactInBuild : []),
    ],
    // The workspace root may hoist another React major for other apps; the shop must run on one copy.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Lists every chunk with its imports, so the size of what each page loads can be measured.
    manifest: true,
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !loadedWith.get(hostId)?.has(dep)).sort() : deps,
    },
    rolldownOptions: {
      output: {
        postBanner: compiledOnLoad,
        codeSplitting: {
          groups: [
            {
              // Libraries every page needs, in one chunk that stays cached from release to release.
              name: 'framework',
              test: /[\\/]node_modules[\\/](preact|react|react-dom|scheduler|react-intl|intl-messageformat|@formatjs|@tanstack)[\\/]/,
            },
          ],
        },
      },
      treeshake: {
        // The shop uses only types and pure helpers from @mall/contracts and @mall/i18n: zod schemas
        // are never parsed in the browser and messages come from web-messages, so building the
        // schemas (and zod) or shipping the catalogues would be dead weight. Marking those modules
        // free of side effects is enough: a name-based purity rule (`manualPureFunctions: ['z']`)
        // would also hit any minified library's local `z` (Preact's style setter was one).
        moduleSideEffects: (id: string) => !/[\\/](packages[\\/](contracts|i18n)|node_modules[\\/]zod)[\\/]/.test(id),
      },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
