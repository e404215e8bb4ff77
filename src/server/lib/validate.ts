import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { MSG } from '../../shared/messages';
import { HttpError } from './httpError';

/**
 * Validates a request part with the shared yup schema (the one the form uses) and returns the
 * cast value. Unknown keys are dropped; the first message per field is reported, as the forms do.
 */
export function validate<S extends AnyObjectSchema>(schema: S, input: unknown): InferType<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new HttpError(400, MSG.common.invalidInput);
  }
  try {
    return schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as InferType<S>;
  } catch (err) {
    if (err instanceof ValidationError) {
      const errors: Record<string, string> = {};
      for (const e of err.inner.length ? err.inner : [err]) {
        const key = e.path ?? '_';
        if (!(key in errors)) errors[key] = e.message;
      }
      const first = Object.values(errors)[0];
      throw new HttpError(400, first ?? MSG.common.invalidInput, errors);
    }
    throw err;
  }
}
