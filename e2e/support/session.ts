import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { writeE2eDatabase } from './database';

/**
 * Ends the page's session on the server, as an idle timeout or a sign-out elsewhere would: its
 * row goes from the e2e server's database. The service keeps only the SHA-256 of a session token.
 */
export async function endSessionOnServer(page: Page): Promise<void> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'catering_session');
  if (!cookie) throw new Error('the page has no session cookie');
  const tokenHash = createHash('sha256').update(cookie.value).digest('hex');
  const { changes } = writeE2eDatabase((database) =>
    database.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash),
  );
  if (changes !== 1) throw new Error('the session was not in the database');
}
