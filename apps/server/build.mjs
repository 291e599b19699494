// The production build of the ordering service: one ES module, apps/server/dist/main.mjs, with
// our TypeScript, @catering/domain and the pure-JavaScript dependencies inside, so `npm start`
// runs plain JavaScript in one process (no TypeScript compiler at run time; decision 150).
// `npm run build -w @catering/server` builds it; scripts/ensure-builds.mjs does when it is stale.
/* global process, console */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
export const serverBundle = path.join(serverDir, 'dist', 'main.mjs');
const dataDir = path.join(serverDir, 'dist', 'data');

// Native addons (and pg's optional native driver) stay outside, loaded from node_modules.
const external = ['better-sqlite3', '@node-rs/argon2', 'pg-native'];

/**
 * Source files that find their neighbours through import.meta.url (the web build, menu
 * drawings, the card-entry script) keep finding them from the bundle: the expression becomes
 * the source file's own URL, relative to the bundle so that the folder can move.
 */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /[\\/]apps[\\/]server[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromBundle = path
        .relative(path.dirname(serverBundle), args.path)
        .split(path.sep)
        .join('/');
      return {
        contents: text.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/**
 * React picks its development or production build from NODE_ENV when first loaded; the bundle
 * takes the production one (email rendering) without setting NODE_ENV for the whole process,
 * which would turn off the development pages.
 */
const reactProduction = {
  name: 'react-production',
  setup(build) {
    build.onLoad(
      { filter: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
      async (args) => ({
        contents: (await readFile(args.path, 'utf8')).replaceAll(
          'process.env.NODE_ENV',
          '"production"',
        ),
        loader: 'js',
      }),
    );
  },
};

/**
 * The zipcodes package ships its 44,000 postal codes as JavaScript object literals: compiled,
 * they cost about 45 MB of resident memory for good, and as objects 9 MB of heap. The bundle
 * does not take the package: the postal-code table's text (src/adapters/geocoding/
 * postal-code-table.ts, made by the same function the source uses) is written beside the bundle,
 * and the module that makes it from the package reads that file instead.
 */
const postalCodeTableFile = {
  name: 'postal-code-table-file',
  setup(build) {
    const filter = /[\\/]adapters[\\/]geocoding[\\/]postal-code-source\.ts$/;
    build.onLoad({ filter }, async (args) => {
      const { tsImport } = await import('tsx/esm/api');
      const source = await tsImport(pathToFileURL(args.path).href, import.meta.url);
      await writeAtomically(
        path.join(dataDir, 'postal-codes.tsv'),
        source.readPostalCodeTableText(),
      );
      const read = `require('node:fs').readFileSync(new URL('data/postal-codes.tsv', __bundleUrl), 'utf8')`;
      return {
        contents: `export function readPostalCodeTableText() { return ${read}; }`,
        loader: 'js',
      };
    });
  },
};

async function writeAtomically(file, contents) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.${process.pid}.tmp`, contents);
  await rename(`${file}.${process.pid}.tmp`, file);
}

/** Builds the bundle next to its final name, then renames it: a concurrent start never reads half a file. */
export async function buildServer() {
  const esbuild = await import('esbuild');
  const temporary = `${serverBundle}.${process.pid}.tmp`;
  await esbuild.build({
    entryPoints: [path.join(serverDir, 'src', 'main.ts')],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external,
    jsx: 'automatic',
    // Comments and indentation would stay in memory with the bundle's source; names stay.
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [postalCodeTableFile, sourceLocations, reactProduction],
    // Bundled CommonJS modules call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url); const __bundleUrl = import.meta.url;",
    },
  });
  await rename(`${temporary}.map`, `${serverBundle}.map`);
  await rename(temporary, serverBundle);
  return serverBundle;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await buildServer();
  console.log(`Built ${path.relative(process.cwd(), serverBundle)} in ${Date.now() - started} ms`);
}
