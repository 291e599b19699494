import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

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

// Brotli and gzip copies beside each text file; the server sends them to browsers that accept
// them (@fastify/static preCompressed), so nothing is compressed per request.
function precompress(): Plugin {
  return {
    name: 'catering-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        const brotliOptions = { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } };
        writeFileSync(`${file}.br`, brotliCompressSync(source, brotliOptions));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

// The ordering service also serves the notices service, menu images and the sandbox card page.
const devProxy = Object.fromEntries(
  ['/api', '/images', '/payments'].map((prefix) => [prefix, 'http://127.0.0.1:3000']),
);

export default defineConfig({
  plugins: [react(), tailwindcss(), versionFile(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
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
});
