// The API layer only announces expiry; the shell decides how to tell the customer.
type Listener = () => void;

const listeners = new Set<Listener>();

/** Subscribes to "the server said the session token is invalid"; returns the unsubscribe. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionExpired(): void {
  for (const listener of [...listeners]) listener();
}
