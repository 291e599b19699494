/** A screen chunk that has not arrived after this long is reported as timed out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkLoadErrorKind = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly chunk: string,
    readonly kind: ChunkLoadErrorKind,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk "${chunk}" failed (${kind})`, options);
  }
}

// Chromium, Firefox and Safari word a dynamic-import fetch failure differently; Vite adds its own.
const MISSING_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /\b404\b/,
];

export function classifyChunkFailure(error: unknown): Exclude<ChunkLoadErrorKind, 'timeout'> {
  const message = error instanceof Error ? error.message : String(error);
  return MISSING_PATTERNS.some((pattern) => pattern.test(message)) ? 'missing' : 'error';
}

/** Imports a lazily loaded chunk, turning every failure into a ChunkLoadError that names it. */
export function loadChunk<T>(
  chunk: string,
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
    let imported: Promise<T>;
    try {
      imported = importer();
    } catch (error) {
      imported = Promise.reject(error);
    }
    imported.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, classifyChunkFailure(error), { cause: error }));
      },
    );
  });
}
