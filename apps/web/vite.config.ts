import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
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

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), webMessages()],
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
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|intl-messageformat|@formatjs|@tanstack)[\\/]/,
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
