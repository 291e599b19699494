import path from 'node:path';
import Database from 'better-sqlite3';

// For states the API cannot make: writes straight into the e2e server's SQLite file
// (playwright.config.ts puts it in E2E_DATA_DIR).

/** Runs `write` on the e2e server's database, waiting out the server's own writes. */
export function writeE2eDatabase<T>(write: (database: Database.Database) => T): T {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const database = new Database(path.join(dataDir, 'e2e.sqlite'), { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    return write(database);
  } finally {
    database.close();
  }
}

/**
 * Turns an open order into one placed a week ago, as if its slot had passed: the service closes
 * it when the history is read (AFT-STATUS-2). Placing it through checkout would only repeat the
 * checkout journeys. Resolves with its order number.
 */
export function placeInThePast(orderId: string): string {
  const orderNumber = `VC-${900000 + Math.floor(Math.random() * 99999)}`;
  const { changes } = writeE2eDatabase((database) =>
    database
      .prepare(
        "UPDATE orders SET status = 'Submitted', order_number = ?, scheduled_at = ? WHERE id = ?",
      )
      .run(orderNumber, Date.now() - 7 * 86_400_000, orderId),
  );
  if (changes !== 1) throw new Error('the order was not in the database');
  return orderNumber;
}

/**
 * Forgets a full user's country, as for an account made before the country was asked: sign-up
 * through the API always sets one.
 */
export function forgetCountryOf(email: string): void {
  const { changes } = writeE2eDatabase((database) =>
    database
      .prepare('UPDATE customers SET country = NULL WHERE email_address = ? AND is_guest = 0')
      .run(email),
  );
  if (changes !== 1) throw new Error(`no full user ${email} in the database`);
}
