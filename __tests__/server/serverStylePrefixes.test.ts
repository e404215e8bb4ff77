import createCache, { type StylisPlugin } from '@emotion/cache';
import { css, keyframes, type SerializedStyles } from '@emotion/react';
import { SERVER_STYLIS_PLUGINS } from '../../src/client/ssr/modernPrefixes';

/**
 * The vendor prefixes of the styles the server renders (src/client/ssr/modernPrefixes.ts), through
 * Emotion's own server-side cache as renderPage.tsx creates it: the rules it keeps for each name.
 */
function rulesOf(styles: SerializedStyles, stylisPlugins?: StylisPlugin[]): string {
  const cache = createCache({ key: 'css', ...(stylisPlugins && { stylisPlugins }) });
  cache.compat = true;
  cache.insert(`.css-${styles.name}`, styles, cache.sheet, true);
  return String(cache.inserted[styles.name]);
}

const card = css`
  display: flex;
  align-items: center;
  flex-grow: 1;
  transition: opacity 200ms;
  transform: scale(0.75);
  position: sticky;
  user-select: none;
  backdrop-filter: blur(8px);
  color-adjust: exact;
  -webkit-tap-highlight-color: transparent;
  &::placeholder {
    opacity: 0.42;
  }
  &::-moz-focus-inner {
    border-style: none;
  }
`;

describe("the server's style prefixes", () => {
  it('leave flexbox, transitions, transforms and sticky unprefixed, as every browser that runs the app takes them', () => {
    const ours = rulesOf(card, SERVER_STYLIS_PLUGINS);
    expect(ours).toContain('display:flex;align-items:center;flex-grow:1;transition:opacity 200ms;transform:scale(0.75);position:sticky;');
    expect(ours).not.toMatch(/-ms-|-moz-(?!focus-inner)|-webkit-(?:box|flex|align|transition|transform|sticky)/);
    // Emotion's default writes them all again with prefixes: what the plugin saves.
    const theirs = rulesOf(card);
    expect(theirs).toMatch(/-ms-flex-align:center;/);
    expect(theirs).toContain('-webkit-transition:opacity 200ms;');
    expect(ours.length).toBeLessThan(theirs.length * 0.7);
  });

  it('keep -webkit- where Safari still needs it: user-select, backdrop-filter, print colour', () => {
    const ours = rulesOf(card, SERVER_STYLIS_PLUGINS);
    expect(ours).toContain('-webkit-user-select:none;user-select:none;');
    expect(ours).toContain('-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px);');
    expect(ours).toContain('-webkit-print-color-adjust:exact;color-adjust:exact;');
  });

  it('leave what MUI writes with a prefix as written', () => {
    const ours = rulesOf(card, SERVER_STYLIS_PLUGINS);
    expect(ours).toContain('-webkit-tap-highlight-color:transparent;');
    expect(ours).toContain(`.css-${card.name}::-moz-focus-inner{border-style:none;}`);
  });

  it('write a ::placeholder rule once and @keyframes once, both unprefixed', () => {
    const ours = rulesOf(card, SERVER_STYLIS_PLUGINS);
    expect(ours.match(/placeholder/g)).toEqual(['placeholder']);
    const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;
    const animated = css`
      animation: ${fade} 1s;
    `;
    const rules = rulesOf(animated, SERVER_STYLIS_PLUGINS);
    expect(rules).not.toContain('-webkit-');
    expect(rules).toContain(`animation:${fade.name} 1s;`);
  });

  it('keep the class names: the browser finds the server’s rules under the names it computes', () => {
    expect(rulesOf(card, SERVER_STYLIS_PLUGINS).startsWith(`.css-${card.name}{`)).toBe(true);
    expect(rulesOf(card).startsWith(`.css-${card.name}{`)).toBe(true);
  });
});
