import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { ERROR_CODES } from '@catering/domain';

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

// A missing script or style must be a 404, not index.html: the app then reports a failed chunk.
const FILE_PATH = /\.[a-z0-9]{1,8}$/i;

// A builder's address, whose prerendered shell the web build writes as builder/<kind>.html.
const BUILDER_PATH = /^\/builder\/([a-z]+)\/[^/]/;

/**
 * The page a deep link gets: a builder's prerendered shell when the build has one, else the
 * unrendered shell (shell.html; index.html is Home, prerendered, and in older builds the shell).
 */
export function pageFileFor(webDist: string, pathname: string): string {
  const kind = BUILDER_PATH.exec(pathname)?.[1];
  const candidates = [...(kind ? [`builder/${kind}.html`] : []), 'shell.html'];
  return candidates.find((file) => fs.existsSync(path.join(webDist, file))) ?? 'index.html';
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
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
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
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .sendFile(pageFileFor(webDist, pathname));
  });
}
