const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value written into HTML goes through here: texts are staff or visitor input, not markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * JSON for a `<script type="application/json">` block: `<` is written as \u003c, so no text in
 * the data (an article titled `</script><script>…`) can end the block or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
