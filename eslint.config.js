import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { appZones, serverZones } from './eslint.boundaries.js';

const MAX_CLASS_LINES = 300;

// ESLint has no core rule for class length; a class is measured from its first to its last line.
const sizePlugin = {
  rules: {
    'max-class-lines': {
      meta: { type: 'suggestion', schema: [], messages: { tooLong: 'Class has {{lines}} lines (max {{max}}).' } },
      create(context) {
        const check = (node) => {
          const lines = node.loc.end.line - node.loc.start.line + 1;
          if (lines > MAX_CLASS_LINES) {
            context.report({ node, messageId: 'tooLong', data: { lines, max: MAX_CLASS_LINES } });
          }
        };
        return { ClassDeclaration: check, ClassExpression: check };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Size limits (docs/architecture.md, "Size limits"). Data files and message catalogues are
    // long by nature and hold no logic (as does the generated call manifest), so only they may pass 500 lines.
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['apps/server/src/seed/*.data.ts', 'packages/i18n/src/catalog/**', 'packages/contracts/src/manifest.ts'],
    plugins: { size: sizePlugin },
    rules: {
      'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }],
      'size/max-class-lines': 'error',
    },
  },
  {
    // Test files are exempt: a `describe` callback holds many tests and would count as one function.
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // Configuration is parsed once at start; reading the environment anywhere else hides settings.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config/env.ts.' },
      ],
    },
  },
  {
    // Layering and import circles: see docs/architecture.md, "Boundaries".
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests drive the whole app (harness, demo data), so only production code is held to the layers.
    files: ['apps/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: appZones('web') }],
      // The shop has its own small hash router (lib/router.tsx); react-router would add 27 KB.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', message: "Use '@/lib/router.tsx', the shop's own router." }] },
      ],
      // The built shop runs on preact/compat, which keeps a number key a number; antd-mobile's tab and
      // side-bar containers drop every child whose key is not a string, so the list renders empty.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.property.name=/^(Tab|Item|Panel)$/][name.object.name=/^(Tabs|CapsuleTabs|JumboTabs|SideBar|TabBar|Collapse)$/] > JSXAttribute[name.name='key'] > JSXExpressionContainer > :not(Literal, TemplateLiteral, CallExpression[callee.name='String'], Identifier[name=/^([A-Z_]+|key)$/])",
          message: 'Give antd-mobile tabs, side-bar items and panels a string key: `key={String(id)}`.',
        },
      ],
    },
  },
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: appZones('admin') }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
