import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MENU_IMAGE_PATH } from '../db/seed/catalogue.seeder';
import { AppError } from './app-error';
import { ERROR_CODES } from '@catering/domain';

export const MENU_IMAGES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../public/images/menu',
);

/**
 * The pictures, with brotli and gzip copies beside the SVG drawings, in a temp folder of their own,
 * so that @fastify/static sends a compressed copy to browsers that accept one (SVG is text, three
 * times smaller compressed; WebP is compressed already). Compressed once at start-up; a few dozen small files.
 */
let copiesDir: string | undefined;

// Each folder is named after its process: `catering-menu-images-<pid>-<random>`.
const COPIES_FOLDER = /^catering-menu-images-(\d+)-/;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the copies of processes that ended without removing their own (killed, crashed, or a
 * test worker stopped from outside): one folder per process start would otherwise pile up in the
 * temp folder. Only this user's folders, and never one of a process still running.
 */
export function removeAbandonedCopies(tmp = os.tmpdir()): void {
  const uid = process.getuid?.();
  for (const name of fs.readdirSync(tmp)) {
    const pid = Number(COPIES_FOLDER.exec(name)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    const dir = path.join(tmp, name);
    try {
      if (uid !== undefined && fs.statSync(dir).uid !== uid) continue;
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // Gone already, or not ours to remove: another start tries again.
    }
  }
}

function compressedCopies(): string {
  if (copiesDir && fs.existsSync(copiesDir)) return copiesDir;
  removeAbandonedCopies();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `catering-menu-images-${process.pid}-`));
  for (const entry of fs.readdirSync(MENU_IMAGES_DIR, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const { name } = entry;
    const source = fs.readFileSync(path.join(MENU_IMAGES_DIR, name));
    fs.writeFileSync(path.join(dir, name), source);
    if (!name.endsWith('.svg')) continue;
    const brotliOptions = { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } };
    fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(source, brotliOptions));
    fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(source, { level: 9 }));
  }
  // One folder per process, shared by every app it builds (tests build hundreds).
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  copiesDir = dir;
  return dir;
}

/**
 * Serves the option pictures at /images/menu/<name>.webp (what the menu names, drawn from the SVG
 * masters beside them by scripts/rasterize-menu-images.mjs) and the masters themselves at
 * <name>.svg, as older menus named them; a changed drawing gets a new name.
 */
export async function registerMenuImages(app: FastifyInstance): Promise<void> {
  const root = compressedCopies();
  await app.register(
    async (images) => {
      // A missing image is a plain 404, not the web app's index.html.
      images.setNotFoundHandler(() => {
        throw new AppError(404, ERROR_CODES.notFound, 'Not found.');
      });
      await images.register(fastifyStatic, {
        root,
        preCompressed: true,
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
