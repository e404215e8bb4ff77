/**
 * Where the keyboard's place goes when a link takes the visitor to a part of the page, so that the
 * next Tab goes on from there and a screen reader reads from there: the part's first field (the
 * consultation form, whose heading is not focusable) or its heading made focusable for it
 * (`tabIndex={-1}`, a news article's section), whichever comes first. public/boot.js applies the
 * same rule to the jumps it makes before the page is hydrated. Returns whether there was one.
 */
export function focusInPart(part: ParentNode): boolean {
  const into = part.querySelector<HTMLElement>('input,textarea,select,[tabindex="-1"]');
  into?.focus({ preventScroll: true });
  return into != null;
}
