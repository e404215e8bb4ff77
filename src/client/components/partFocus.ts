import { layOutWholePage } from './sections/skippedUntilNear';

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

/**
 * What a hydrated link to a part of the page does (the home hero's, the service pages', a news
 * article's table of contents): the parts on the way laid out first (an estimated size would stop
 * the scroll short), a smooth scroll there, and the keyboard's place along. Returns focusInPart's
 * answer.
 */
export function goToPart(part: HTMLElement): boolean {
  layOutWholePage();
  part.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return focusInPart(part);
}
