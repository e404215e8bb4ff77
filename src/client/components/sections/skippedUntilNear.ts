/**
 * A part of a page far from the screen (the service pages' sections, the service cards after the
 * first, the consultation form) is not laid out or painted until it nears it (CSS
 * `content-visibility: auto`): the size it had, or an estimate until it has been laid out once,
 * stands in for it. The page's first layout on a budget phone is its longest task at start-up, and
 * most of it is the parts the visitor has not reached (docs/performance.md, "First layout"). The
 * text stays in the page for find-in-page, screen readers and printing; a part already on the
 * first screen is laid out and painted with the first frame all the same.
 *
 * The rules are static CSS in the page's head (public/index.html), beside boot.js, which lays out
 * the whole page before its jumps: no script carries them, and they hold from the first paint.
 * The containment they bring clips what a part's content paints outside it, so the part is an
 * element whose own box holds its content (a card's own shadow and hover lift are not clipped).
 * Accessibility checkers cannot see a skipped part's colours or hit-test its links: light text on a
 * part's own dark background (the footer) is checked against white, and a small link's target size
 * cannot be measured. Such parts are not skipped.
 */

/**
 * The class that marks such a part. Where 800 px is far off its height, the part's `sx` sets the
 * estimate: `'--skipped-height': '400px'`.
 */
export const SKIPPED_UNTIL_NEAR = 'skipped-until-near';

/** Set on <html> once the whole page has to be laid out: from then on no part is skipped. */
const WHOLE_PAGE = 'data-whole-page';

/**
 * Before a smooth scroll to a part of the page: with the parts on the way only estimated, the
 * scroll would aim at where the estimates put its target, and each part laid out as it passes
 * moves the target (the form over 1,000 px off on a phone).
 */
export function layOutWholePage(): void {
  document.documentElement.setAttribute(WHOLE_PAGE, '');
}
