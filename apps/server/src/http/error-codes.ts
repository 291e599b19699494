// Server-side error codes; reconciled with the domain catalogue once it lands.
export const SERVER_ERROR_CODES = {
  validationFailed: 'VAL-0001',
  subscriptionKeyMissing: 'AUTH-0001',
  sessionMissing: 'AUTH-0002',
  sessionExpired: 'AUTH-0401',
  notFound: 'NF-0404',
  rateLimited: 'GEN-0429',
  unexpected: 'GEN-0500',
} as const;
