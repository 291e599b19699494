import { readFileSync } from 'node:fs';
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

// The ordering service also serves the notices service, menu images and the sandbox card page.
const devProxy = Object.fromEntries(
  ['/api', '/images', '/payments'].map((prefix) => [prefix, 'http://127.0.0.1:3000']),
);

export default defineConfig({
  plugins: [react(), tailwindcss(), versionFile()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: devProxy },
  preview: { proxy: devProxy },
});
