import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import type { ApiEnvelope } from '../../shared/envelope';
import { API_MSG, MSG } from '../../shared/messages';
import { HttpError } from '../lib/httpError';

/** Maps Fastify's own error codes to our status and Vietnamese message. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, API_MSG.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, API_MSG.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, API_MSG.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, API_MSG.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MSG.common.invalidInput],
  FST_ERR_VALIDATION: [400, MSG.common.invalidInput],
  FST_ERR_CTP_INVALID_TYPE: [400, MSG.common.invalidInput],
};

/**
 * Every error leaves as the envelope {code, message, data: null}: ours with their status,
 * Fastify's mapped above, anything else as a 500 whose details stay in the log.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
      let status = 500;
      let message: string = MSG.common.serverError;
      let errors: Record<string, string> | undefined;
      if (error instanceof HttpError) {
        status = error.statusCode;
        message = error.message;
        errors = error.errors;
        if (error.headers) reply.headers(error.headers);
      } else if (error.code && FASTIFY_CODES[error.code]) {
        [status, message] = FASTIFY_CODES[error.code]!;
      } else if (error.statusCode === 429) {
        status = 429;
        message = API_MSG.tooManyRequests;
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        status = error.statusCode;
        message =
          ({ 401: API_MSG.unauthorized, 403: MSG.common.forbidden, 404: API_MSG.notFound, 413: API_MSG.bodyTooLarge, 415: API_MSG.unsupportedMediaType } as Record<number, string>)[status] ??
          MSG.common.invalidInput;
      }
      if (status >= 500) req.log.error({ err: error }, 'request failed');
      // The request's own log line shows the status; the refusal's reason is there for debugging.
      else req.log.debug({ status, code: (error as FastifyError).code }, message);
      const body: ApiEnvelope<null> = { code: status, message, data: null };
      if (errors) body.errors = errors;
      void reply.status(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'errors' },
);
