import { apiFetch } from './http';

/** The deployed web build's version, from the X-UI-Version header of GET /health. */
export async function getHealth(signal?: AbortSignal): Promise<string | null> {
  const response = await apiFetch('/health', { signal });
  return response.headers.get('X-UI-Version');
}
