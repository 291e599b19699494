import type { ValidationError } from '@catering/domain';

/** One failed field of an error response. */
export type ValidationErrorItem = ValidationError;

/** An error the client may see: an HTTP status, an error code of the catalogue and a safe message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly validationErrors?: ValidationErrorItem[],
    readonly headers?: Record<string, string>,
    /** More fields of the body, which the route's error schema names (a verification's final-attempt flag). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
