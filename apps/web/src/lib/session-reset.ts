/** The navigation state of the move Home after a session expired. */
export const SESSION_RESET_STATE = { sessionReset: true } as const;

/** True for the move Home after a session expired: screens that ask before leaving let it pass. */
export function isSessionReset(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'sessionReset' in state;
}
