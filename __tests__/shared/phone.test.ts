import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY, toE164 } from '../../src/shared/validation/phone';

/** The parser's own answer, without toE164's shortcut for Vietnamese mobiles. */
const parserE164 = (typed: string) => {
  const parsed = parsePhoneNumberFromString(typed, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
};

const digits = (min: number, max: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));
/** Spaces put anywhere in a text, as people and the phone input type them. */
const spaced = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.array(fc.nat(), { maxLength: 4 })).map(([t, at]) => at.reduce((s, i) => `${s.slice(0, i % (s.length + 1))} ${s.slice(i % (s.length + 1))}`, t));

describe('toE164', () => {
  it('answers exactly what the parser answers for Vietnamese mobiles, typed with the trunk 0 or +84 and spaces', () => {
    const mobile = fc.tuple(fc.constantFrom('0', '+84', '+84 ', '84', '+840', '00'), fc.constantFrom(...'0123456789'), digits(7, 9)).map(([p, first, rest]) => `${p}${first}${rest}`);
    fc.assert(
      fc.property(spaced(mobile), (typed) => {
        expect(toE164(typed)).toBe(parserE164(typed));
      }),
      { numRuns: 5000 },
    );
  });

  it('answers exactly what the parser answers for other numbers and for text that is no number', () => {
    const other = fc.oneof(
      fc.tuple(fc.constantFrom('', '+', '+1', '+44', '+84', '0', '02', '1800', '(028) '), digits(0, 14)).map(([p, d]) => p + d),
      fc.stringMatching(/^\+?[\d\s().-]{1,20}$/),
    );
    fc.assert(
      fc.property(other, (typed) => {
        expect(toE164(typed)).toBe(parserE164(typed));
      }),
      { numRuns: 3000 },
    );
  });

  it('stores the usual forms of one mobile number as the same E.164 text', () => {
    for (const typed of ['0912345678', '0912 345 678', '+84 912 345 678', '+84912345678', '+84 0912 345 678', '912 345 678']) {
      expect(toE164(typed)).toBe('+84912345678');
    }
    expect(toE164('0912 345 67')).toBeNull();
    expect(toE164('+1 202 555 0143')).toBe('+12025550143');
  });
});
