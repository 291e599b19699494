import type { ValidationError as WireValidationError } from '@catering/domain';

/** A validation error as read from an answer, which may leave out the message. */
export type ValidationError = Omit<WireValidationError, 'message'> & { message?: string };

/** A non-2xx answer of the ordering service (status 0 when the request never got an answer). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errorCode: string | null;
  readonly validationErrors: ValidationError[];
  readonly correlationId: string;
  /** The service said the session token is no longer valid (401 with X-Invalid-Token). */
  readonly sessionExpired: boolean;
  /** The answer's parsed body, for fields beyond the error code (e.g. a verification's isFinalAttempt). */
  readonly body: unknown;

  constructor(init: {
    status: number;
    errorCode: string | null;
    message: string;
    validationErrors?: ValidationError[];
    correlationId: string;
    sessionExpired?: boolean;
    body?: unknown;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.validationErrors = init.validationErrors ?? [];
    this.correlationId = init.correlationId;
    this.sessionExpired = init.sessionExpired ?? false;
    this.body = init.body ?? null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads `{ errorCode, message, validationErrors? }`, tolerating bodies that are not that shape. */
export function parseErrorBody(body: unknown): {
  errorCode: string | null;
  message: string | null;
  validationErrors: ValidationError[];
} {
  if (!isRecord(body)) return { errorCode: null, message: null, validationErrors: [] };
  const validationErrors = Array.isArray(body.validationErrors)
    ? body.validationErrors.filter(
        (item): item is ValidationError => isRecord(item) && typeof item.errorCode === 'string',
      )
    : [];
  return {
    errorCode: typeof body.errorCode === 'string' ? body.errorCode : null,
    message: typeof body.message === 'string' ? body.message : null,
    validationErrors,
  };
}
