/** Every API answer, errors included, has this shape; `code` equals the HTTP status. */
export interface ApiEnvelope<T = unknown> {
  code: number;
  message: string;
  data: T;
  /** Present on validation errors (400): field name → the same Vietnamese text the form shows. */
  errors?: Record<string, string>;
}

export function isEnvelope(value: unknown): value is ApiEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiEnvelope).code === 'number' &&
    typeof (value as ApiEnvelope).message === 'string' &&
    'data' in value
  );
}
