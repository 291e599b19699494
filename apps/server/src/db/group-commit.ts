import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Makes SQLite's commits durable in groups (decision 265). The connection commits at
 * `synchronous = NORMAL`: the commit writes its pages to the write-ahead log and returns without
 * waiting for the disk. Nothing that tells anyone about a commit (an HTTP answer, an email, a text
 * message) goes out before `durable()` has resolved: one fdatasync of the log, on libuv's thread
 * pool, covers every commit made before it started. While one runs, the commits of other requests
 * gather for the next. The event loop no longer stops for the disk at each commit, and one sync
 * serves as many commits as came in meanwhile.
 */
export interface GroupCommit {
  /** Told after every commit (the statement cache tells it). */
  committed(): void;
  /**
   * Resolves once every commit told so far is on disk; undefined when they all are already, so
   * that a caller with nothing to wait for does not wait for a promise. Once a sync has failed it
   * rejects, every time, with that failure: only a restart recovers (see below).
   */
  durable(): Promise<void> | undefined;
}

export function groupCommit(sync: () => Promise<void>): GroupCommit {
  let told = 0;
  let onDisk = 0;
  let running: { covers: number; done: Promise<void> } | undefined;
  // The sync that starts when the running one ends; it covers every commit told by then.
  let next: Promise<void> | undefined;
  // A failed fdatasync may have dropped pages of the log that SQLite believes written, and a later
  // sync that succeeds says nothing of them: recovery after a power cut would stop at the hole and
  // drop every commit after it, acknowledged ones too. So the first failure is final, as
  // PostgreSQL stops on one: nothing is acknowledged any more, readiness and liveness answer 503,
  // and the restart that follows recovers the file from what the disk holds.
  let failure: unknown;

  function start(): Promise<void> {
    const covers = told;
    const done = sync().then(
      () => {
        onDisk = Math.max(onDisk, covers);
        running = undefined;
      },
      (error: unknown) => {
        running = undefined;
        failure ??= error;
        throw error;
      },
    );
    running = { covers, done };
    return done;
  }

  return {
    committed() {
      told += 1;
    },
    durable() {
      if (failure !== undefined) return Promise.reject(failure);
      const wanted = told;
      if (wanted <= onDisk) return undefined;
      if (!running) return start();
      if (running.covers >= wanted) return running.done;
      next ??= running.done
        .catch(() => undefined)
        .then(() => {
          next = undefined;
          if (failure !== undefined) throw failure;
          return told > onDisk ? start() : undefined;
        });
      return next;
    },
  };
}

/**
 * The sync of a database file's write-ahead log: fdatasync of `<file>-wal`. The first call also
 * syncs the folder, so that a log the first commit created is found after a power cut.
 */
export function walSync(databaseFile: string): {
  sync: () => Promise<void>;
  close(): Promise<void>;
} {
  let log: fs.FileHandle | undefined;
  let opening: Promise<fs.FileHandle> | undefined;
  const open = async () => {
    const handle = await fs.open(`${databaseFile}-wal`, 'r');
    const folder = await fs.open(path.dirname(path.resolve(databaseFile)), 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
    log = handle;
    return handle;
  };
  return {
    async sync() {
      const handle = log ?? (await (opening ??= open()));
      await handle.datasync();
    },
    async close() {
      const handle = log ?? (await opening?.catch(() => undefined));
      await handle?.close();
    },
  };
}
