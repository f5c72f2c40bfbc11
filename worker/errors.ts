import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A known failure with an HTTP status and a message safe to show the shopper. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code = 'error',
  ) {
    super(message);
  }
}

/** A request whose input is invalid: 400 with the validation message. */
export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message, 'bad_request');
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message, 'not_found');
  }
}
