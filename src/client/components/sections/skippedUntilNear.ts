/**
 * Long service pages: a content section far from the screen is not laid out or painted until it
 * nears it (CSS `content-visibility: auto`), the size it had, or an estimate until it has been laid
 * out once, standing in for it. The page's first layout on a budget phone is its longest task at
 * start-up, and most of it is the text of sections the visitor has not reached
 * (docs/performance.md, "First layout"). The text stays in the page for find-in-page, screen
 * readers and printing.
 */

/** Set on <html> once the whole page has to be laid out: from then on no section is skipped. */
const WHOLE_PAGE = 'data-whole-page';

/** A section's styles (MUI `sx`). */
export const skippedUntilNear = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 800px',
  [`html[${WHOLE_PAGE}] &`]: { contentVisibility: 'visible' },
  '@media print': { contentVisibility: 'visible' },
} as const;

/**
 * Before a smooth scroll to a part of the page: with the sections on the way only estimated, the
 * scroll would aim at where the estimates put its target, and each section laid out as it passes
 * moves the target (the form over 1,000 px off on a phone).
 */
export function layOutWholePage(): void {
  document.documentElement.setAttribute(WHOLE_PAGE, '');
}
