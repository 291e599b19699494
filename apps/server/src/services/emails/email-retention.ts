/** How long a sent (or given-up) email stays in the outbox before housekeeping deletes it. */
export const EMAIL_RETENTION_MS = 30 * 24 * 3600_000;
