import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { SERVER_ERROR_CODES } from './error-codes';

/** Reads the version the web build wrote; 'development' when there is no build. */
export function readUiVersion(webDist: string): string {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(webDist, 'version.json'), 'utf8')) as { version?: unknown };
    return typeof parsed.version === 'string' ? parsed.version : 'development';
  } catch {
    return 'development';
  }
}

/** Serves the built web app; unknown non-API paths get index.html so deep links load. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (isApi || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError(404, SERVER_ERROR_CODES.notFound, 'Not found.');
    }
    return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
  });
}
