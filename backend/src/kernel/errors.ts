/**
 * The errors a request can end in. Each maps to one status and one `error` code of the
 * JSON error shape `{ error, message, details? }`. Anything else is a bug and becomes 500.
 */
export interface ErrorDetail {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(400, 'bad_request', message, details);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Please sign in') {
    super(401, 'unauthorized', message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You do not have access to this') {
    super(403, 'forbidden', message);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}
export class Conflict extends AppError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(409, 'conflict', message, details);
  }
}
export class UnsupportedMediaType extends AppError {
  constructor(message = 'Send the body as application/json') {
    super(415, 'unsupported_media_type', message);
  }
}
export class BusinessRuleViolation extends AppError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(422, 'unprocessable', message, details);
  }
}
export class TooManyRequests extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'too_many_requests', message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
