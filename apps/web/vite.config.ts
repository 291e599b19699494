import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createServer, defineConfig, type Plugin } from 'vite';
import { PREACT_ALIASES } from './preact-aliases';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/** Package version plus the UTC build minute, e.g. 0.1.0-20261125T2130. */
function buildVersion(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '');
  return `${version}-${stamp}`;
}

const appVersion = buildVersion();

// The server reads dist/version.json and sends it as X-UI-Version on GET /api/v1/health.
function versionFile(): Plugin {
  return {
    name: 'catering-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version: appVersion })}\n`,
      });
    },
  };
}

/** `files` and, transitively, every chunk file they import statically. */
function withStaticImports(
  files: string[],
  importsOf: (file: string) => readonly string[] | undefined,
): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const imported of importsOf(file) ?? []) visit(imported);
  };
  for (const file of files) visit(file);
  return found;
}

/** V8's explicit compile hint: every function of the file is compiled as it streams in. */
const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks every page runs as it starts (the entry and what it imports) for eager
 * compilation. Chrome then compiles such a file on a background thread while it downloads,
 * instead of compiling each function on the main thread when it is first called, in the middle
 * of the hydration (decision 272). Screen chunks stay lazy.
 */
function compileHints(): Plugin {
  return {
    name: 'catering-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own addition to a chunk's top (its map of dynamic imports): the hint is
      // the file's first line.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const initial = withStaticImports(
          chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
          (file) => {
            const output = bundle[file];
            return output?.type === 'chunk' ? output.imports : undefined;
          },
        );
        for (const chunk of chunks) {
          if (!initial.has(chunk.fileName)) continue;
          chunk.code = COMPILE_ALL_HINT + chunk.code;
          // The source map's lines move down by the one line added.
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}

/** Writes .br and .gz copies beside a text file of 1 KB or more. */
function compressCopies(file: string): void {
  const source = readFileSync(file);
  if (source.length < 1024) return;
  const brotliOptions = { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } };
  writeFileSync(`${file}.br`, brotliCompressSync(source, brotliOptions));
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
}

// Brotli and gzip copies beside each text file; the server sends them to browsers that accept
// them (@fastify/static preCompressed), so nothing is compressed per request.
function precompress(): Plugin {
  return {
    name: 'catering-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (/\.(js|css|html|svg|json)$/.test(fileName)) compressCopies(path.join(outDir, fileName));
      }
    },
  };
}

interface PrerenderedPage {
  name: string;
  url: string;
  file: string;
  earlyCalls: boolean;
}

interface PrerenderModule {
  PRERENDERED_PAGES: PrerenderedPage[];
  PAGE_PRELOADS: Record<string, string[]>;
  EARLY_CALLS_SCRIPT: string;
  EARLY_TAPS_SCRIPT: string;
  APP_SCRIPTS_LOADER: string;
  renderPage(page: PrerenderedPage): Promise<{
    html: string;
    title: string;
  }>;
}

const ROOT_ELEMENT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
const CHARSET = /<meta charset="UTF-8" ?\/?>/;
// The app's module script and the modulepreloads the build wrote into the shell's head.
const APP_SCRIPT_TAGS =
  /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

// Home and the builders' shells as static HTML (app/prerendered-pages.ts), rendered after the
// bundle is written by the same route components, through Vite's SSR loader; the app hydrates
// them. The unrendered index.html is kept as shell.html for every other address.
function prerenderPages(): Plugin {
  let outDir = 'dist';
  let root = '.';
  // Each chunk's file and its static imports, by the module it was built from.
  const chunks = new Map<string, { file: string; imports: string[] }>();
  const byFile = new Map<string, string[]>();
  /** The chunk files a module needs: its own and, transitively, what it imports. */
  const filesFor = (module: string): string[] => {
    const entry = chunks.get(path.resolve(root, module));
    if (!entry) throw new Error(`prerender: no chunk for ${module}`);
    return [...withStaticImports([entry.file], (file) => byFile.get(file))];
  };
  return {
    name: 'catering-prerender',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        byFile.set(output.fileName, output.imports);
        if (output.facadeModuleId)
          chunks.set(output.facadeModuleId, { file: output.fileName, imports: output.imports });
      }
    },
    async closeBundle() {
      const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!ROOT_ELEMENT.test(shell))
        throw new Error('index.html: no <div id="root"> to render into');
      if (!CHARSET.test(shell)) throw new Error('index.html: no <meta charset="UTF-8">');
      writeFileSync(path.join(outDir, 'shell.html'), shell);
      compressCopies(path.join(outDir, 'shell.html'));
      const server = await createServer({
        configFile: false,
        root: path.dirname(new URL(import.meta.url).pathname),
        appType: 'custom',
        logLevel: 'error',
        plugins: [react()],
        resolve: { alias: PREACT_ALIASES },
        // The libraries that import React are bundled by this loader, so that the aliases reach
        // them; Node would load React itself for them otherwise. The rest stays external.
        ssr: {
          noExternal: [
            /^radix-ui/,
            /^@radix-ui\//,
            /^react-router/,
            /^@tanstack\/react-query/,
            /^lucide-react/,
            /^react-hook-form/,
            /^@hookform\//,
            /^zustand/,
          ],
        },
        define: { __APP_VERSION__: JSON.stringify(appVersion) },
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const {
          PRERENDERED_PAGES,
          PAGE_PRELOADS,
          EARLY_CALLS_SCRIPT,
          EARLY_TAPS_SCRIPT,
          APP_SCRIPTS_LOADER,
          renderPage,
        } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
        // Hashed like the bundle's files, so it is cached for good.
        const hash = createHash('sha256').update(EARLY_CALLS_SCRIPT).digest('base64url');
        const earlyCalls = `assets/early-calls-${hash.slice(0, 8)}.js`;
        writeFileSync(path.join(outDir, earlyCalls), EARLY_CALLS_SCRIPT);
        compressCopies(path.join(outDir, earlyCalls));
        const appScripts = (shell.match(APP_SCRIPT_TAGS) ?? []).map((tag) => tag.trim()).join('');
        if (!appScripts.includes('<script'))
          throw new Error('index.html: no module script for the app');
        const shellWithoutScripts = shell.replace(APP_SCRIPT_TAGS, '');
        for (const page of PRERENDERED_PAGES) {
          const { html, title } = await renderPage(page);
          // What the initial chunk imports is preloaded already.
          const chunks = [...new Set((PAGE_PRELOADS[page.name] ?? []).flatMap(filesFor))]
            .filter((file) => !shell.includes(`/${file}"`))
            .map((file) => `/${file}`);
          // A module script of its own, the only one the page requests as it loads: it starts
          // the page's first calls as soon as the page is parsed (app/early-calls.ts).
          const earlyScript = `<script type="module" crossorigin src="/${earlyCalls}"></script>`;
          // The app's scripts wait in a template until the page has painted; its chunks follow
          // them (decision 259).
          const chunksAttribute = chunks.length ? ` data-chunks="${chunks.join(' ')}"` : '';
          const template = `<template id="app-scripts"${chunksAttribute}>${appScripts}</template>`;
          const document = shellWithoutScripts
            // Before the style sheet's link: an inline script after it would wait for the sheet.
            .replace(
              CHARSET,
              (tag) =>
                `${tag}\n    <script>${EARLY_TAPS_SCRIPT}</script>\n    <script>${APP_SCRIPTS_LOADER}</script>`,
            )
            .replace(
              '</head>',
              () => `${page.earlyCalls ? `  ${earlyScript}\n` : ''}    ${template}\n  </head>`,
            )
            .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
            .replace(
              ROOT_ELEMENT,
              (_, end: string) =>
                `<div id="root" data-prerendered="${page.name}">${html}</div>${end}`,
            );
          const file = path.join(outDir, page.file);
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, document);
          compressCopies(file);
        }
      } finally {
        await server.close();
      }
    },
  };
}

// The ordering service also serves the notices service, menu images and the sandbox card page.
const devProxy = Object.fromEntries(
  ['/api', '/images', '/payments'].map((prefix) => [prefix, 'http://127.0.0.1:3000']),
);

// React Router's package exports only its development build (warnings on); the production build
// beside it is the same code with them off, which the bundler then drops.
const reactRouterProduction = path.resolve(
  path.dirname(fileURLToPath(import.meta.resolve('react-router'))),
  '../production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), versionFile(), compileHints(), precompress(), prerenderPages()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  resolve: {
    alias: [
      ...PREACT_ALIASES,
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Needed by experimentalInlineCommonChunks (which turns on strictExecutionOrder).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // The JavaScript Home needs before it runs is one file: one request, gzip sees it whole.
          groups: [{ name: 'index', tags: ['$initial'] }],
          // Shared modules of a few KB (an icon, a button, a formatter) are copied into the
          // screens that use them rather than split into files of their own: the builder had
          // twenty requests before its first paint, and a phone on HTTP/1.1 pays a round trip for
          // every six of them. See docs/decisions/090-web-chunking-and-first-paint.md.
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
        },
      },
    },
  },
  server: { proxy: devProxy },
  preview: { proxy: devProxy },
}));
