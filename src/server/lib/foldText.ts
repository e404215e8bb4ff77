/**
 * Lower-case without diacritics (đ included), so "luat su" finds "Luật sư" and "NGUYEN" finds
 * "Nguyễn". Searches compare folded text with folded text: the job search folds in JavaScript, the
 * staff customer search keeps a folded column (customer_requests.search_text), because neither
 * SQLite's lower()/LIKE nor a PostgreSQL without extensions knows Vietnamese diacritics, and the two
 * would not agree with each other anyway.
 */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}
