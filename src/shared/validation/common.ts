import * as yup from 'yup';
import { MSG } from '../messages';
import './locale';

/**
 * A string field that trims strings and refuses numbers, objects and arrays instead of coercing
 * them (yup would turn 123 into "123"): the original value is passed on when it is not a string,
 * so the type check fails with the Vietnamese "wrong type" text. Text holding U+0000 is refused:
 * PostgreSQL's text cannot store or even compare it, so neither database accepts it (passwords,
 * rawText, are only hashed and keep it).
 */
export const text = () =>
  yup
    .string()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original))
    .test('no-nul', MSG.common.invalidInput, (value) => typeof value !== 'string' || !value.includes('\u0000'));

/** Like text() but without trimming (passwords keep their spaces). */
export const rawText = () => yup.string().transform((_value: unknown, original: unknown) => original);

/** local@domain.tld without spaces, control or invisible format characters (one pattern for every form). */
export const SIMPLE_EMAIL = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]+$/u;
