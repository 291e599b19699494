import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ValidationErrorItem } from './app-error';
import { ERROR_CODES } from '@catering/domain';

const GENERIC_MESSAGE = 'Something unexpected happened.';

/** The one place where errors become `{ errorCode, message, validationErrors? }` responses. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        ...error.details,
        errorCode: error.errorCode,
        message: error.message,
        ...(error.validationErrors ? { validationErrors: error.validationErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const validationErrors: ValidationErrorItem[] = error.validation.map((issue) => ({
        errorCode: ERROR_CODES.validationFailed,
        field: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
          .filter(Boolean)
          .join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send({
        errorCode: ERROR_CODES.validationFailed,
        message: 'The request is not valid.',
        validationErrors,
      });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({
        errorCode: ERROR_CODES.rateLimited,
        message: 'Too many requests. Please wait a moment and try again.',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      return reply.code(error.statusCode).send({
        errorCode: ERROR_CODES.validationFailed,
        message: 'The request is not valid.',
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ errorCode: ERROR_CODES.unexpected, message: GENERIC_MESSAGE });
  });
}
