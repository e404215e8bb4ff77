import type { StylisPlugin } from '@emotion/cache';

/**
 * Emotion's vendor prefixes for the styles the server sends, cut to those a browser that can run
 * the app still needs (docs/performance.md, "Styles from the server").
 *
 * Emotion's default prefixer writes every flexbox, transition, transform and animation rule three
 * or four times (`-webkit-box-align`, `-ms-flex-align`, `-webkit-align-items`, `align-items`), each
 * `::placeholder` rule four times and each `@keyframes` twice, for Internet Explorer and browsers
 * of 2015. The app is built for ES2022 (tsconfig.json), which no browser older than Safari 15.4,
 * Chrome 94 or Firefox 93 runs: for them all of that is dead weight, 23 KB of the home page's
 * 99 KB of inline CSS that a phone parses before its first paint. The properties below are the
 * ones Safari still takes only with `-webkit-`; they keep it. Declarations written with a prefix
 * by MUI itself (`-webkit-tap-highlight-color`, `::-moz-focus-inner` …) are left as written.
 *
 * Server only: class names are hashed from the styles before any plugin runs, so the browser's
 * Emotion (default prefixer, for styles it inserts after hydration) finds the server's classes
 * under the same names.
 */
const WEBKIT_ONLY = /^(?:user-select|backdrop-filter|text-size-adjust|box-decoration-break|hyphens|text-decoration|background-clip|mask(?:-[a-z-]+)?|print-color-adjust)$/;

/** Stylis's name for a declaration element. */
const DECLARATION = 'decl';

export const modernPrefixes: StylisPlugin = (element) => {
  if (element.type !== DECLARATION || element.length < 0 || element.return) return;
  const property = element.props as string;
  // `color-adjust` is the older name of print-color-adjust, which Chromium still wants prefixed.
  if (property === 'color-adjust') element.return = `-webkit-print-${element.value}${element.value}`;
  else if (WEBKIT_ONLY.test(property)) element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * The plugin list the server's style caches are created with: one array for every render, since
 * Emotion keeps its server-side rule cache per plugin list.
 */
export const SERVER_STYLIS_PLUGINS: StylisPlugin[] = [modernPrefixes];
