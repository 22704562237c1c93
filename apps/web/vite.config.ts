import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { parse } from '@formatjs/icu-messageformat-parser';
import { messageNamespaces } from './src/lib/message-namespaces.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// Where `vite` and `vite preview` send API calls; the server listens on 8080 unless told otherwise.
const server = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const proxy = {
  '/mallapi': { target: server, changeOrigin: true },
  '/dev': { target: server, changeOrigin: true },
  '/uploads': { target: server, changeOrigin: true },
};

const MESSAGES = 'virtual:web-messages/';

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
    resolveId: (id) => (id.startsWith(MESSAGES) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${MESSAGES}`)) return undefined;
      const { locales, messagesFor } = await import('@mall/i18n');
      const locale = locales.find((candidate) => candidate === id.slice(MESSAGES.length + 1));
      if (!locale) return this.error(`Unknown locale in ${id.slice(1)}`);
      const prefixes = messageNamespaces.map((namespace) => `${namespace}.`);
      const table = Object.fromEntries(
        Object.entries(messagesFor(locale))
          .filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix)))
          .map(([key, message]) => [key, parse(message)]),
      );
      return `export default ${JSON.stringify(table)};`;
    },
  };
}

/**
 * The first screen needs the entry, the page's route chunk and the messages in the shopper's
 * language; the last two are found only after the entry has run. The boot script of index.html
 * already knows the address and the language, so a second inline script (hashed into the CSP by
 * the server like the first) asks for those chunks at once, in parallel with the entry.
 */
function firstScreenPreload(): Plugin {
  const routes: Record<string, string> = {
    '/': 'src/pages/index.tsx',
    '/pages/index/index': 'src/pages/index/index.tsx',
  };
  return {
    name: 'first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        // What the entry already names in index.html is left out: those are fetched anyway.
        const entry = chunks.find((chunk) => chunk.isEntry);
        const known = new Set(entry ? [entry.fileName, ...entry.imports] : []);
        const filesOf = (test: (id: string) => boolean) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId && test(candidate.facadeModuleId));
          return chunk ? [chunk.fileName, ...chunk.imports].filter((file) => !known.has(file)) : [];
        };
        const routeFiles = Object.fromEntries(
          Object.entries(routes).map(([route, source]) => [route, filesOf((id) => id === `${root}${source}`)]),
        );
        const localeFiles = Object.fromEntries(
          ['zh_CN', 'zh_HK', 'en_US', 'th_TH'].map((locale) => {
            const component = `antd-mobile/es/locales/${locale.replace('_', '-')}.js`;
            const files = [
              ...filesOf((id) => id === `\0${MESSAGES}${locale}`),
              ...filesOf((id) => id.replaceAll('\\', '/').endsWith(component)),
            ];
            return [locale, files];
          }),
        );
        // Every address but the launch screen renders inside the shell layout, itself a lazy chunk.
        const shellFiles = filesOf((id) => id === `${root}src/app/shell-layout.tsx`);
        const script = `(function(){var r=${JSON.stringify(routeFiles)},s=${JSON.stringify(shellFiles)},l=${JSON.stringify(localeFiles)},d=document,lang='zh_CN';try{lang=localStorage.getItem('lang')||lang}catch(x){}var route=location.hash.replace(/^#/,'').split('?')[0]||'/';(route==='/'?[]:s).concat(r[route]||[],l[lang]||l.zh_CN).forEach(function(f){var k=d.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href='/'+f;d.head.appendChild(k)})})();`;
        return html.replace(/\s*<\/head>/, `\n    <script>${script}</script>\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  root,
  base: '/',
  plugins: [
    react(),
    webMessages(),
    firstScreenPreload(),
    // Brotli and gzip copies beside each file, served by the API server as they are (preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}src/` },
      // Messages are compiled at build time (webMessages), so react-intl never parses in the browser.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Libraries every page needs, in one chunk that stays cached from release to release.
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-intl|intl-messageformat|@formatjs|@tanstack)[\\/]/,
            },
          ],
        },
      },
      treeshake: {
        // The shop uses only types and pure helpers from @mall/contracts and @mall/i18n: zod schemas
        // are never parsed in the browser and messages come from web-messages, so building the
        // schemas (and zod) or shipping the catalogues would be dead weight.
        manualPureFunctions: ['z'],
        moduleSideEffects: (id: string) => !/[\\/](packages[\\/](contracts|i18n)|node_modules[\\/]zod)[\\/]/.test(id),
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
