import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { AppError } from '../../http/app-error';
import { databaseRateLimitStore } from '../../http/rate-limit/database-rate-limit-store';
import { accountErrors } from './account-errors';

const HOUR_MS = 3600_000;

/**
 * The hourly abuse limits of sign-in, codes and sign-up (ACC-SIGNIN-7), counted by the rate-limit
 * store of decision 101, so they hold across every server. Each call counts one hit per key.
 */
export function abuseLimits(db: Kysely<Database>, config: Config, now: () => number) {
  const Store = databaseRateLimitStore(db, now);
  const store = new Store({});

  function count(key: string): Promise<{ current: number; ttl: number }> {
    return new Promise((resolve, reject) =>
      store.incr(
        key,
        (error, result) =>
          error || !result ? reject(error ?? new Error('no count')) : resolve(result),
        HOUR_MS,
        0,
      ),
    );
  }

  async function consume(key: string, max: number, refuse: (seconds: number) => AppError) {
    const { current, ttl } = await count(key);
    if (current > max) throw refuse(ttl / 1000);
  }

  return {
    /** A password or code checked, from an address, on an account (lower-cased email). */
    async signIn(address: string, account: string | null): Promise<void> {
      await consume(
        `signin:address:${address}`,
        config.SIGN_INS_PER_ADDRESS_PER_HOUR,
        accountErrors.signInsLimited,
      );
      if (account)
        await consume(
          `signin:account:${account}`,
          config.SIGN_INS_PER_ACCOUNT_PER_HOUR,
          accountErrors.signInsLimited,
        );
    },
    /** A code about to be sent to a phone number at an address's request. */
    async codeSent(address: string, phoneNumber: string): Promise<void> {
      await consume(
        `codes:address:${address}`,
        config.CODES_PER_ADDRESS_PER_HOUR,
        accountErrors.codesLimited,
      );
      await consume(
        `codes:phone:${phoneNumber}`,
        config.CODES_PER_PHONE_PER_HOUR,
        accountErrors.codesLimited,
      );
    },
    /** An account created (sign-up or upgrade) from an address. */
    accountCreated: (address: string) =>
      consume(
        `accounts:address:${address}`,
        config.ACCOUNTS_PER_ADDRESS_PER_HOUR,
        accountErrors.accountsLimited,
      ),
  };
}

export type AbuseLimits = ReturnType<typeof abuseLimits>;
