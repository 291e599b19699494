import { sql, type Kysely } from 'kysely';

/** How long readiness waits for the database before calling it down. */
export const READINESS_TIMEOUT_MS = 2_000;

/** Whether the database answers a trivial query within the timeout; never throws. */
export async function databaseAnswers(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema answers `select 1`
  db: Kysely<any>,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
