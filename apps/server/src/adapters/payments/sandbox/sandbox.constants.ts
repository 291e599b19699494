/** The built-in provider's paymentProviderId (decision 050). */
export const SANDBOX_PROVIDER_ID = 'SANDBOX';
/** How long a client token can take a card. */
export const CLIENT_TOKEN_TTL_MS = 15 * 60_000;
/** The sandbox's own service, outside /api/v1. */
export const SANDBOX_BASE_PATH = '/payments/sandbox';
