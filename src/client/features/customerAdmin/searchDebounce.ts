/**
 * Typing pauses this long before the customers search reaches the URL (and the server): long
 * enough to send one request per word typed, not one per key (a search scans the table), and
 * short enough not to feel like waiting. Its own module: the bench's admin part reads it too.
 */
export const SEARCH_DEBOUNCE_MS = 250;
