import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';

/**
 * Ends the page's session on the server, as an idle timeout or a sign-out elsewhere would: its
 * row goes from the e2e server's SQLite file (playwright.config.ts puts it in E2E_DATA_DIR). The
 * service keeps only the SHA-256 of a session token.
 */
export async function endSessionOnServer(page: Page): Promise<void> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'catering_session');
  if (!cookie) throw new Error('the page has no session cookie');
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const database = new Database(path.join(dataDir, 'e2e.sqlite'), { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    const tokenHash = createHash('sha256').update(cookie.value).digest('hex');
    const { changes } = database
      .prepare('DELETE FROM sessions WHERE token_hash = ?')
      .run(tokenHash);
    if (changes !== 1) throw new Error('the session was not in the database');
  } finally {
    database.close();
  }
}
