import { apiFetch } from './http';

/**
 * The deployed web build's version, from the X-UI-Version header of GET /health. A background
 * check: a critical answer shows no dialog (the customer's next action will).
 */
export async function getHealth(signal?: AbortSignal): Promise<string | null> {
  const response = await apiFetch('/health', { signal, quietCritical: true });
  return response.headers.get('X-UI-Version');
}
