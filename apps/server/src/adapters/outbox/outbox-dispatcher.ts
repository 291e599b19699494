/** How long a worker holds a message it is sending; another may take it afterwards. */
export const OUTBOX_LEASE_MS = 60_000;
/** Tries before a message is given up on. */
export const OUTBOX_MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 10 * 60_000;
const BATCH = 20;

export interface OutboxLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const silent: OutboxLog = { warn: () => undefined, error: () => undefined };

/** What a delivery attempt writes back to a message's row. */
export interface OutboxChanges {
  status?: 'sent' | 'failed';
  attempts: number;
  lease_until: null;
  provider: string;
  provider_message_id?: string | null;
  last_error: string | null;
  sent_at?: number;
  next_attempt_at?: number;
}

/** The table of one kind of message (sms_outbox, email_outbox), through its repository. */
export interface OutboxStore<Row extends { id: string; attempts: number }> {
  /** Pending messages whose time has come and that no worker holds, oldest first. */
  dueIds(now: number, limit: number): Promise<string[]>;
  /** Takes a message for `leaseMs` and answers it; undefined when another worker has it or it is done. */
  claim(id: string, now: number, leaseMs: number): Promise<Row | undefined>;
  update(id: string, changes: OutboxChanges): Promise<unknown>;
}

export interface OutboxChannel<Row extends { id: string; attempts: number }> {
  store: OutboxStore<Row>;
  /** The sender's name, kept on the row. */
  provider: string;
  send(row: Row): Promise<{ providerMessageId: string | null }>;
  /** False for a refusal that trying again cannot fix (a bad address). */
  isRetryable(error: unknown): boolean;
  /** What log lines call a message and its id ("text message", "smsId"). */
  noun: string;
  idKey: string;
}

/** 5 s, 10 s, 20 s, ... at most 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Sends an outbox's due messages through its channel. A message is claimed before it is sent
 * (a conditional update), so two workers (two servers) never send it both; a worker that dies
 * mid-send leaves its lease to run out, and the message is sent again then (at least once).
 */
export function outboxDispatcher<Row extends { id: string; attempts: number }>(
  channel: OutboxChannel<Row>,
  { now, log = silent }: { now: () => number; log?: OutboxLog },
) {
  const { store, provider } = channel;

  async function deliver(id: string): Promise<void> {
    const message = await store.claim(id, now(), OUTBOX_LEASE_MS);
    if (!message) return;
    const attempts = message.attempts + 1;
    try {
      const receipt = await channel.send(message);
      await store.update(id, {
        status: 'sent',
        attempts,
        lease_until: null,
        provider,
        provider_message_id: receipt.providerMessageId,
        last_error: null,
        sent_at: now(),
      });
    } catch (error) {
      const giveUp = !channel.isRetryable(error) || attempts >= OUTBOX_MAX_ATTEMPTS;
      const lastError = String((error as Error).message).slice(0, 255);
      await store.update(id, {
        ...(giveUp ? { status: 'failed' as const } : {}),
        attempts,
        lease_until: null,
        provider,
        next_attempt_at: now() + retryDelayMs(attempts),
        last_error: lastError,
      });
      // Never the content or the address: a code may be in the one, the customer in the other.
      log.warn(
        { [channel.idKey]: id, attempts, giveUp, reason: lastError },
        `${channel.noun} not sent`,
      );
    }
  }

  /** Sends every message due now, one after the other. */
  async function deliverDue(): Promise<void> {
    for (;;) {
      const ids = await store.dueIds(now(), BATCH);
      for (const id of ids) await deliver(id);
      if (ids.length < BATCH) return;
    }
  }

  let running: Promise<void> | null = null;
  let again = false;

  return {
    deliverDue,

    /** Sends what is due in the background; a nudge during a run makes one more run. */
    nudge(): void {
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await deliverDue().catch((error: unknown) =>
            log.error({ err: error }, `${channel.noun} outbox run failed; the worker retries`),
          );
        } while (again);
      })().finally(() => {
        running = null;
      });
    },

    /** Resolves once no background run is going (the app waits for it before closing). */
    idle: (): Promise<void> => running ?? Promise.resolve(),
  };
}

export type OutboxDispatcher = ReturnType<typeof outboxDispatcher>;

/** Runs a dispatcher every `intervalMs` (retries, and messages another process left behind). */
export function startOutboxWorker(dispatcher: OutboxDispatcher, intervalMs: number): () => void {
  const timer = setInterval(() => dispatcher.nudge(), intervalMs);
  timer.unref();
  dispatcher.nudge();
  return () => clearInterval(timer);
}
