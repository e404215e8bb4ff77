import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { MSG } from '../../shared/messages';
import { HttpError } from './httpError';

/** Deeper than any body schema we have; the limit keeps hostile 100,000-level JSON off the stack. */
const MAX_DEPTH = 16;

/**
 * A copy without keys named like Object.prototype members ('constructor', 'toString', …). yup
 * looks fields up in a plain object, so such a key makes it call Object's own function as a
 * schema (a TypeError, i.e. a 500) instead of stripping it as an unknown key.
 */
export function withoutPrototypeKeys(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => withoutPrototypeKeys(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!(k in Object.prototype)) out[k] = withoutPrototypeKeys(v, depth + 1);
  return out;
}

/**
 * The path of the first string holding a lone UTF-16 surrogate, or null. Such text has no UTF-8
 * form: SQLite would store U+FFFD in its place, so it is refused rather than stored mangled.
 */
export function illFormedTextPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return /\p{Cs}/u.test(value) ? path || '_' : null;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return null;
  for (const [k, v] of Object.entries(value)) {
    const found = illFormedTextPath(v, path ? `${path}.${k}` : k, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Validates a request part with the shared yup schema (the one the form uses) and returns the
 * cast value. Unknown keys are dropped; the first message per field is reported, as the forms do.
 */
export function validate<S extends AnyObjectSchema>(schema: S, input: unknown): InferType<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new HttpError(400, MSG.common.invalidInput);
  }
  let value: InferType<S>;
  try {
    value = schema.validateSync(withoutPrototypeKeys(input), { abortEarly: false, stripUnknown: true }) as InferType<S>;
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
  const bad = illFormedTextPath(value);
  if (bad) throw new HttpError(400, MSG.common.invalidInput, { [bad]: MSG.common.invalidInput });
  return value;
}

/** Query strings longer than this are validated every time, not remembered (bounds the memory a caller can make us keep). */
const MEMO_MAX_QUERY_LENGTH = 512;

/**
 * validate() for a route's query string, remembered per distinct raw query string: a query string
 * parses to the same object every time and the schema depends on nothing else, so the answer
 * (after `map`) is the same too. For lists whose few filter combinations are requested again and
 * again (the staff customer list: every signed-in staff member re-reads the same pages after each
 * new request); validating with yup was a third of such a cached page's CPU. Refusals are not
 * kept (each throws as validate() does); at `max` distinct strings the memory starts over. The
 * value given back is shared between requests and frozen.
 */
export function memoQueryValidator<S extends AnyObjectSchema, T extends object>(
  schema: S,
  map: (value: InferType<S>) => T,
  max = 500,
): (req: { url: string; query: unknown }) => Readonly<T> {
  const seen = new Map<string, Readonly<T>>();
  return (req) => {
    const at = req.url.indexOf('?');
    const raw = at === -1 ? '' : req.url.slice(at + 1);
    const hit = seen.get(raw);
    if (hit) return hit;
    const value = Object.freeze(map(validate(schema, req.query ?? {})));
    if (raw.length <= MEMO_MAX_QUERY_LENGTH) {
      if (seen.size >= max) seen.clear();
      seen.set(raw, value);
    }
    return value;
  };
}
