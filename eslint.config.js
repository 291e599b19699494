import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const web = 'apps/web/src';

// The web app's layers. Shared ones serve everyone and import no feature and not app/; a feature
// (a folder of features/) imports shared layers only; app/ assembles features into the shell.
const webFeatures = fs
  .readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webSharedLayers = ['api', 'components', 'lib', 'stores', 'test', 'ui', 'config.ts'];

/**
 * Home's first chunk: main.tsx and every module it imports statically, recursively (Vite puts
 * them all in one file, see docs/decisions/090). Shell modules loaded on demand live in app/lazy/.
 */
function firstChunkModules(entry) {
  const found = new Set();
  const staticImport = /^(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?'(\.{1,2}\/[^']+)'/gm;
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(staticImport)) {
      const base = path.resolve(path.dirname(file), specifier);
      const resolved = ['.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((extension) => base + extension)
        .find((candidate) => fs.existsSync(candidate));
      if (resolved) visit(resolved);
    }
  };
  visit(path.join(root, entry));
  return [...found].map((file) => path.relative(root, file)).sort();
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.bench-baseline/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
      // no-cycle follows imports into other files: they are TypeScript too.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-checked rules: a promise nobody awaits or catches loses its error (and, in a handler,
    // can answer before the write is done). The types come from one program of the whole
    // repository (tsconfig.eslint.json), not one per package: the packages share code, which one
    // program checks once (decision 255). `tsc -p` per package still checks the types themselves.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', '**/*.config.{js,ts}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Dependencies run one way: domain imports nothing of ours; web never imports the server.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@catering/*', '**/apps/**'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        { patterns: ['@catering/server', '@catering/server/*', '**/apps/server/**'] },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...webSharedLayers.map((layer) => ({
              target: `${web}/${layer}`,
              from: [`${web}/features`, `${web}/app`],
              message: 'Shared layers serve features and the shell: they import neither.',
            })),
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'Features do not import app/: what they share lives in a shared layer.',
            },
            ...webFeatures.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message: 'Features do not import each other: app/ assembles them.',
            })),
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // What Home loads before it runs: no zod, radix, icon runtime or domain schema, and no app/lazy/
    // module (import() it). Type imports are free.
    files: firstChunkModules(`${web}/main.tsx`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'radix-ui', 'lucide-react'].map((name) => ({
            name,
            allowTypeImports: true,
            message: `${name} stays out of Home's first chunk: import it from a lazily loaded module.`,
          })),
          patterns: [
            {
              group: ['@catering/domain'],
              importNamePattern: 'Schema$',
              allowTypeImports: true,
              message: "The domain's zod schemas stay out of Home's first chunk (types are free).",
            },
            {
              group: ['**/lazy/*'],
              allowTypeImports: true,
              message: 'app/lazy/ modules load on demand: import() them.',
            },
          ],
        },
      ],
    },
  },
);
