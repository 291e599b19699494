import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness';
import {
  postCard,
  requestClientToken,
  startShopper,
  tokenize,
} from '../../../../test/sandbox-payment.helpers';
import { sandboxPaymentProvider } from './sandbox-payment-provider';

const CARD_NUMBER = '4111111111111111';
const CVV = '737';
const CARD_NUMBER_FORMS = [CARD_NUMBER, '4111 1111 1111 1111', '4111-1111-1111-1111'];

/** Every leaf of a parsed log line or a database row. */
function leaves(value: unknown): unknown[] {
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [value];
}

/** Every key of a parsed log line, at any depth. */
function keys(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keys(inner)]);
}

const CARD_FIELD_NAME = /cvv|card_?number/i;

// A 3-digit CVV turns up by chance inside random ids (hex, UUIDs, base64url, 12 characters or
// more) and as the milliseconds of a timestamp ("…T02:27:44.737Z"), so it counts as leaked when
// it is a whole value, a whole word, or part of a short word once timestamps are taken out.
const ISO_TIMESTAMP = /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?/g;

function cvvLeaks(values: unknown[]): unknown[] {
  return values.filter((value) => {
    if (typeof value === 'number') return String(value) === CVV;
    if (typeof value !== 'string') return false;
    return value
      .replace(ISO_TIMESTAMP, ' ')
      .split(/[^A-Za-z0-9_-]+/)
      .some((word) => word.includes(CVV) && word.length < 12);
  });
}

describe('card data on SQLite', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  test('the CVV check finds a CVV in a short word and ignores it inside a random id', () => {
    expect(cvvLeaks(['Ada Lovelace737', 737, `code ${CVV}`])).toHaveLength(3);
    expect(cvvLeaks([`9f3${CVV}c0d4e5a6b7`, 7370, 'Ada Lovelace'])).toEqual([]);
    // The migration table's timestamp that once failed CI, and one with an offset.
    expect(cvvLeaks([`2026-11-29T02:27:44.${CVV}Z`, `2026-11-29 02:27:44.${CVV}+00:00`])).toEqual(
      [],
    );
    expect(cvvLeaks([`2026-11-29T02:27:44.000Z ${CVV}`])).toHaveLength(1);
  });

  test('a whole sandbox payment leaves no card number or CVV in the database file or the log', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write: (chunk, _enc, done) => (lines.push(String(chunk)), done()),
    });
    t = await startTestApp('sqlite', { LOG_LEVEL: 'trace' }, { logStream });
    const shopper = await startShopper(t);
    const clientToken = await requestClientToken(t, shopper);

    // The unhappy paths first: a validation failure and a body that is not JSON at all.
    expect((await postCard(t, clientToken, { cvv: '7' })).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/payments/sandbox/cards',
      headers: { 'content-type': 'application/json' },
      payload: `{"clientToken":"${clientToken}","cardNumber":"${CARD_NUMBER}","cvv":"${CVV}",`,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toContain(CARD_NUMBER);

    expect((await postCard(t, clientToken, { cardNumber: CARD_NUMBER, cvv: CVV })).statusCode).toBe(
      201,
    );
    const tokenized = await tokenize(t, shopper, clientToken);
    expect(tokenized.statusCode).toBe(200);
    const { tokenId } = tokenized.json();
    const authorization = await sandboxPaymentProvider.authorize(t.database.db, {
      tokenId,
      customerId: shopper.customerId,
      amountCents: 45_600,
      idempotencyKey: randomUUID(),
      orderId: randomUUID(),
    });
    expect(authorization.status).toBe('approved');
    await t.app.close();

    const file = t.config.DATABASE_URL;
    const bytes = [file, `${file}-wal`]
      .filter((path) => fs.existsSync(path))
      .map((path) => fs.readFileSync(path));
    const databaseText = Buffer.concat(bytes).toString('latin1');
    const logText = lines.join('');
    expect(logText).toContain('/payments/sandbox/cards');
    expect(databaseText).toContain(tokenId);
    expect(databaseText).toContain('1111');
    for (const form of CARD_NUMBER_FORMS) {
      expect(databaseText).not.toContain(form);
      expect(logText).not.toContain(form);
    }

    const logEntries = lines.map((line) => JSON.parse(line) as unknown);
    expect(logEntries.flatMap(keys).filter((key) => CARD_FIELD_NAME.test(key))).toEqual([]);
    expect(cvvLeaks(logEntries.flatMap(leaves))).toEqual([]);
    const tables = await sql<{
      name: string;
      sql: string;
    }>`select name, sql from sqlite_master where type = 'table'`.execute(t.database.db);
    expect(tables.rows.length).toBeGreaterThan(3);
    expect(tables.rows.filter((table) => CARD_FIELD_NAME.test(table.sql))).toEqual([]);
    for (const { name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
        t.database.db,
      );
      expect(cvvLeaks(rows.rows.flatMap(leaves)), name).toEqual([]);
    }
  });
});
