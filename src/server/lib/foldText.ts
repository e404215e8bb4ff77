/**
 * Lower-case without diacritics (đ included), so "luat su" finds "Luật sư" and "NGUYEN" finds
 * "Nguyễn". Searches compare folded text with folded text: the job search folds in JavaScript, the
 * staff customer search keeps a folded column (customer_requests.search_text), because neither
 * SQLite's lower()/LIKE nor a PostgreSQL without extensions knows Vietnamese diacritics, and the two
 * would not agree with each other anyway.
 *
 * Character by character: ASCII directly, any other UTF-16 unit through foldOne (decomposed, marks
 * dropped, lower-cased), remembered per unit. Every consultation request folds its name, phone,
 * e-mail and service on the way in: this is a third of the time of folding the whole string at
 * once, and the same text for Latin script (a combining mark alone folds to nothing).
 */
export function fold(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      out += c >= 0x41 && c <= 0x5a ? String.fromCharCode(c + 0x20) : s[i];
      continue;
    }
    let f = folded.get(c);
    if (f === undefined) {
      f = foldOne(s[i]!);
      folded.set(c, f);
    }
    out += f;
  }
  return out;
}

/** Every UTF-16 unit folded so far (at most 65,536 short strings). */
const folded = new Map<number, string>();

/** One character: canonical decomposition, combining marks removed, đ/Đ to d, lower case. */
export function foldOne(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}
