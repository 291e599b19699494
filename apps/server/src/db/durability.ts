/**
 * SQLite commits at NORMAL with a write-ahead log: a commit writes the log and returns without
 * waiting for the disk. Durability comes from group-commit.ts: nothing that tells of a commit (an
 * answer, an email, a text message) goes out before the log is synced, so an acknowledged order
 * survives a power cut (decision 265, which replaced FULL and its per-write exceptions of
 * decision 203).
 */
export const SQLITE_SYNCHRONOUS = 'normal';
