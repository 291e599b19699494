import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MENU_IMAGE_PATH } from '../db/seed/catalogue.seeder';
import { AppError } from './app-error';
import { SERVER_ERROR_CODES } from './error-codes';

export const MENU_IMAGES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../public/images/menu',
);

/** Serves the option drawings at /images/menu/<name>.svg; a changed drawing gets a new name. */
export async function registerMenuImages(app: FastifyInstance): Promise<void> {
  await app.register(
    async (images) => {
      // A missing image is a plain 404, not the web app's index.html.
      images.setNotFoundHandler(() => {
        throw new AppError(404, SERVER_ERROR_CODES.notFound, 'Not found.');
      });
      await images.register(fastifyStatic, {
        root: MENU_IMAGES_DIR,
        decorateReply: false,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders: (res) => {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    },
    { prefix: MENU_IMAGE_PATH.replace(/\/$/, '') },
  );
}
