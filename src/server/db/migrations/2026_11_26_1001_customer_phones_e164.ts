import type { Kysely } from 'kysely';
import { customerSearchText } from '../../lib/customerSearchText';
import { toE164 } from '../../../shared/validation/phone';
import { rewriteRequests } from './requestBatches';

// Phones of customer requests as E.164 ("+84 0912 345 680", "0912345680" → "+84912345680"), the
// form new requests are stored in, and the search text again with the phone's digit forms
// (lib/customerSearchText.ts), so that any common way of writing a number finds it. A phone that is
// no valid number keeps the text it was typed as (nothing is lost); only its search text changes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await rewriteRequests(db, (r) => {
    const phone = toE164(r.phone) ?? r.phone;
    return { phone, search_text: customerSearchText({ ...r, phone }) };
  });
}

// Nothing to undo: an E.164 number is a phone as the earlier version accepted it, and its search
// finds it by the same digits.
export async function down(): Promise<void> {}
