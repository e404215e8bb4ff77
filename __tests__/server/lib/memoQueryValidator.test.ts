import * as yup from 'yup';
import { HttpError } from '../../../src/server/lib/httpError';
import { memoQueryValidator } from '../../../src/server/lib/validate';
import { customerQuerySchema, toCustomerQuery } from '../../../src/shared/validation/customerAdmin';
import { CUSTOMER_ADMIN_MSG } from '../../../src/shared/messages/customerAdmin';

/** A request as the validator sees it: the raw URL and the query Fastify parsed from it. */
function req(query: string): { url: string; query: Record<string, string> } {
  return { url: `/api/customer${query ? `?${query}` : ''}`, query: Object.fromEntries(new URLSearchParams(query)) };
}

describe('memoQueryValidator', () => {
  it('gives the mapped, validated query, the same frozen object for the same query string, without validating again', () => {
    const map = jest.fn(toCustomerQuery);
    const of = memoQueryValidator(customerQuerySchema, map);
    const first = of(req('status=NEW&service=3&page=2&size=20'));
    expect(first).toEqual({ page: 2, size: 20, status: 'NEW', service: 3, q: undefined, from: undefined, to: undefined, sort: 'createdAt:desc' });
    expect(Object.isFrozen(first)).toBe(true);
    expect(of(req('status=NEW&service=3&page=2&size=20'))).toBe(first);
    expect(map).toHaveBeenCalledTimes(1);

    // Another string is another entry, even when it means the same filters.
    expect(of(req('service=3&status=NEW&page=2&size=20'))).toEqual(first);
    expect(map).toHaveBeenCalledTimes(2);
  });

  it('refuses bad input every time with the schema\'s Vietnamese message, and keeps nothing of it', () => {
    const map = jest.fn(toCustomerQuery);
    const of = memoQueryValidator(customerQuerySchema, map);
    for (let i = 0; i < 2; i++) {
      let caught: unknown;
      try {
        of(req('status=LOST&page=1'));
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(HttpError);
      expect(caught).toMatchObject({ statusCode: 400, message: CUSTOMER_ADMIN_MSG.statusInvalid });
    }
    expect(map).not.toHaveBeenCalled();
    // A valid query after the refusals is still answered.
    expect(of(req('status=NEW&page=1')).status).toBe('NEW');
  });

  it('does not remember very long query strings, and starts over at its bound', () => {
    const schema = yup.object({ q: yup.string().max(2000) });
    const map = jest.fn((v: { q?: string }) => ({ q: v.q }));
    const of = memoQueryValidator(schema, map, 3);
    const long = `q=${'a'.repeat(600)}`;
    of(req(long));
    of(req(long));
    expect(map).toHaveBeenCalledTimes(2);

    map.mockClear();
    for (const q of ['q=1', 'q=2', 'q=3']) of(req(q));
    of(req('q=1'));
    expect(map).toHaveBeenCalledTimes(3); // q=1 remembered
    of(req('q=4')); // the fourth distinct string: the memory starts over with it
    of(req('q=1'));
    expect(map).toHaveBeenCalledTimes(5);
    of(req('q=4'));
    expect(map).toHaveBeenCalledTimes(5);
  });
});
