import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { customersRepository, type CustomerRow } from '../db/repositories/customers.repository';
import { sessionsRepository, type SessionRow } from '../db/repositories/sessions.repository';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export interface ActiveSession {
  tokenHash: string;
  session: SessionRow;
  customer: CustomerRow;
}

export type SessionLookup = { kind: 'active'; active: ActiveSession } | { kind: 'invalid' };

// Writing last_seen_at on every request would make reads into writes; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;

/** SHA-256 of a session token; only the hash is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new guest customer: no name, no credentials, a random id and public hash. */
export function newGuestCustomer(now: number): CustomerRow {
  return {
    id: randomUUID(),
    public_hash: randomBytes(16).toString('hex'),
    is_guest: 1,
    first_name: null,
    last_name: null,
    email_address: null,
    phone_number: null,
    country: null,
    password_hash: null,
    created_at: now,
    updated_at: now,
  };
}

/** Creates, resumes and revokes sessions with idle and absolute expiry. */
export function sessionsService(db: Kysely<Database>, policy: SessionPolicy) {
  const sessions = sessionsRepository(db);
  const customers = customersRepository(db);

  /** A new session of the customer, under a 256-bit random token only its cookie will hold. */
  function newSession(
    customerId: string,
    now: number,
    previousCustomerId: string | null = null,
  ): { token: string; session: SessionRow } {
    const token = randomBytes(32).toString('base64url');
    const session: SessionRow = {
      token_hash: hashToken(token),
      customer_id: customerId,
      created_at: now,
      last_seen_at: now,
      expires_at: now + policy.absoluteMs,
      revoked_at: null,
      catering_edit_order_id: null,
      previous_customer_id: previousCustomerId,
    };
    return { token, session };
  }

  return {
    /** Starts a guest session: a new guest customer and a 256-bit random token. */
    async startGuest(now = Date.now()): Promise<{ token: string; active: ActiveSession }> {
      const customer = newGuestCustomer(now);
      const { token, session } = newSession(customer.id, now);
      await db.transaction().execute(async (trx) => {
        await customersRepository(trx).insert(customer);
        await sessionsRepository(trx).insert(session);
      });
      return { token, active: { tokenHash: session.token_hash, session, customer } };
    },

    /** Resolves a token to its session, or 'invalid' when unknown, revoked or expired. */
    async resume(token: string, now = Date.now()): Promise<SessionLookup> {
      const tokenHash = hashToken(token);
      const found = await sessions.findWithCustomer(tokenHash);
      if (!found || found.session.revoked_at !== null) return { kind: 'invalid' };
      const { session, customer } = found;
      if (now >= session.expires_at || now - session.last_seen_at >= policy.idleMs)
        return { kind: 'invalid' };
      if (now - session.last_seen_at >= TOUCH_INTERVAL_MS) {
        await sessions.touch(tokenHash, now);
        session.last_seen_at = now;
      }
      return { kind: 'active', active: { tokenHash, session, customer } };
    },

    revoke: (tokenHash: string, now = Date.now()) => sessions.revoke(tokenHash, now),

    /**
     * A sign-in: a new token for the account, never the one the visitor had (ACC-SIGNIN-3). The
     * replaced session is revoked in the same transaction; a guest it belonged to is remembered as
     * `previous_customer_id`, so its open order can move to the account.
     */
    async signIn(
      customer: CustomerRow,
      replaced: ActiveSession | null,
      now = Date.now(),
    ): Promise<{ token: string; active: ActiveSession }> {
      const fromGuest = replaced && replaced.customer.is_guest === 1 ? replaced.customer.id : null;
      const { token, session } = newSession(
        customer.id,
        now,
        fromGuest === customer.id ? null : fromGuest,
      );
      await db.transaction().execute(async (trx) => {
        await sessionsRepository(trx).insert(session);
        if (replaced) await sessionsRepository(trx).revoke(replaced.tokenHash, now);
      });
      return { token, active: { tokenHash: session.token_hash, session, customer } };
    },

    revokeOthersOf: (customerId: string, keepTokenHash: string, now = Date.now()) =>
      sessions.revokeOthersOf(customerId, keepTokenHash, now),

    /**
     * Housekeeping: deletes sessions that can no longer be resumed, then the guest customers left
     * with no session and no order (one is created per cookie-less visit). Guests with orders stay:
     * the orders are the restaurant's records.
     */
    async purgeAbandoned(now = Date.now()): Promise<{ sessions: number; guests: number }> {
      const idleSince = now - policy.idleMs;
      const deletedSessions = await sessions.deleteUnusable(now, idleSince);
      // A guest younger than the idle limit may be mid-way through its first request.
      await customers.markGuestsKeptForOrders(idleSince);
      const deletedGuests = await customers.deleteAbandonedGuests(idleSince);
      return { sessions: deletedSessions, guests: deletedGuests };
    },
  };
}

export type SessionsService = ReturnType<typeof sessionsService>;
