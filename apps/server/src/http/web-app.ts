import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { builderPageOf, ERROR_CODES } from '@catering/domain';
import { builderPageBody } from './builder-page';
import { sendCached } from './send-cached';

/** Reads the version the web build wrote; 'development' when there is no build. */
export function readUiVersion(webDist: string): string {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(webDist, 'version.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof parsed.version === 'string' ? parsed.version : 'development';
  } catch {
    return 'development';
  }
}

// A script element without attributes: one written inline into a page by the web build.
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources ('sha256-…') of the scripts the web build wrote inline into
 * its pages (Home and the builders keep a tap on their painted header from the first paint on,
 * apps/web/src/app/early-calls.ts), read once at start-up like the version: the policy allows
 * those scripts and no other inline script. None without a build.
 */
export function inlineScriptSources(webDist: string): string[] {
  const pages = [webDist, path.join(webDist, 'builder')].flatMap((dir) => {
    try {
      return fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.html'))
        .map((name) => path.join(dir, name));
    } catch {
      return [];
    }
  });
  // As a browser checks it (CSP Level 2): the base64 SHA-256 of the script's text.
  const source = (script: string) =>
    `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const sources = new Set<string>();
  for (const page of pages)
    for (const [, script = ''] of fs.readFileSync(page, 'utf8').matchAll(INLINE_SCRIPT))
      sources.add(source(script));
  return [...sources];
}

// A missing script or style must be a 404, not index.html: the app then reports a failed chunk.
const FILE_PATH = /\.[a-z0-9]{1,8}$/i;

/**
 * The page a deep link gets other than a builder's: the unrendered shell (shell.html; index.html
 * is Home, prerendered, and in older builds the shell).
 */
export function pageFileFor(webDist: string): string {
  return fs.existsSync(path.join(webDist, 'shell.html')) ? 'shell.html' : 'index.html';
}

/** Serves the built web app; unknown non-API paths get the app's shell so deep links load. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Looked up per request, so a new build's files are served without a restart.
      wildcard: true,
      index: ['index.html'],
      // The web build writes .br and .gz copies of its text files.
      preCompressed: true,
      // A builder's prerendered page is sent only with its slots filled (see the handler below).
      allowedPath: (pathname) => !pathname.startsWith('/builder/'),
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname.startsWith('/api/');
    if (
      isApi ||
      !hasBuild ||
      FILE_PATH.test(pathname) ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      throw new AppError(404, ERROR_CODES.notFound, 'Not found.');
    }
    // A builder's page is its prerendered shell with the item's heading written in.
    // Without the catalogue (its database unreachable) the page is the plain shell.
    const builder = builderPageOf(pathname);
    const catalogue = app.services.catalogue;
    const snapshot = builder && (await catalogue.snapshot().catch(() => null));
    const filled = builder && snapshot && (await builderPageBody(webDist, builder, snapshot));
    if (filled) return sendCached(request, reply, filled);
    return reply.code(200).header('cache-control', 'no-cache').sendFile(pageFileFor(webDist));
  });
}
