/** True for a broken unique constraint on SQLite or PostgreSQL (two sign-ups racing for one email). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
