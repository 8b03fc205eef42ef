import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { TEXT_MESSAGE, type ErrorBody } from '@kaksha/shared';
import { AppError } from '../core/app-error';

// Fastify's own client errors, mapped to stable codes and plain messages.
const FASTIFY_CODES: Record<string, { code: string; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'MALFORMED_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'EMPTY_BODY', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported here.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_CONTENT_LENGTH',
    message: 'The content length does not match the body.',
  },
};

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  statusCode: number,
  code: string,
  message: string,
  errors?: ErrorBody['errors'],
) {
  const body: ErrorBody = {
    message,
    code,
    statusCode,
    requestId: String(request.id),
    ...(errors ? { errors } : {}),
  };
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

/** The first problem's own message (the schemas carry the spec's wording), and every problem by field. */
function describeValidation(error: FastifyError): {
  message: string;
  errors: NonNullable<ErrorBody['errors']>;
} {
  const issues = error.validation ?? [];
  const errors = issues.map((issue) => {
    const field = issue.instancePath
      ? issue.instancePath.replace(/^\//, '').replace(/\//g, '.')
      : undefined;
    return { ...(field ? { field } : {}), message: issue.message ?? 'Invalid input' };
  });
  const first = errors[0];
  const isGeneric = !first || /^(Invalid input|Required)/i.test(first.message);
  // Unsafe text is refused the same way everywhere, so the answer must say where it was.
  const where = first?.field ?? error.validationContext;
  const message = !first
    ? error.message
    : (isGeneric || first.message === TEXT_MESSAGE) && where
      ? `${where}: ${first.message}`
      : first.message;
  return { message, errors };
}

/**
 * Errors Fastify raises before a route runs (a broken percent-encoding in the URL, a failed
 * constraint): the `frameworkErrors` option routes them here, to the same body as every other error.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The request address is not a valid URL: a percent-encoded part cannot be decoded.'
      : 'The request could not be routed.';
  return send(
    reply,
    request,
    status,
    error.code === 'FST_ERR_BAD_URL' ? 'BAD_URL' : 'BAD_REQUEST',
    message,
  );
}

export function registerErrorHandling(app: FastifyInstance, apiBasePath: string) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return send(reply, request, error.statusCode, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const { message, errors } = describeValidation(error);
      return send(reply, request, 400, 'VALIDATION_FAILED', message, errors);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(
        reply,
        request,
        500,
        'INTERNAL',
        'Something went wrong on our side. Please try again.',
      );
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(
        reply,
        request,
        status,
        known?.code ?? 'BAD_REQUEST',
        known?.message ?? error.message,
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(
      reply,
      request,
      500,
      'INTERNAL',
      'Something went wrong on our side. Please try again.',
    );
  });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === apiBasePath || request.url.startsWith(`${apiBasePath}/`);
    const message = isApi
      ? `No API route ${request.method} ${request.url.split('?')[0]}`
      : `Not found: ${request.url.split('?')[0]}`;
    return send(reply, request, 404, 'ROUTE_NOT_FOUND', message);
  });
}
