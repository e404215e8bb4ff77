/**
 * What the browser build puts in place of MUI's CSS-variables theme (one of the MUI trims,
 * scripts/lib/muiTrims.ts): `createThemeWithVars` and the `CssVarsProvider` module of
 * `@mui/material/styles`. MUI imports both from `createTheme` and `ThemeProvider` whatever the
 * theme, but only takes them for a theme made with `cssVariables: true` or `colorSchemes`; ours
 * (app/theme.ts, app/adminTheme.ts) use neither, so ThemeProvider always takes its plain branch
 * (app/theme.test checks that). Left in, they were ~6 KB gzip of the public first load and a
 * `createCssVarsProvider()` call at start-up. Should a theme ever ask for CSS variables, these
 * stand-ins say so instead of failing somewhere inside MUI.
 */
function leftOut(): never {
  throw new Error(
    "MUI's CSS-variables theme (cssVariables / colorSchemes) is left out of this build: see scripts/lib/muiTrims.ts",
  );
}

/** createThemeWithVars (also re-exported by MUI as `extendTheme`). */
export default leftOut;

/** The named exports of MUI's ThemeProviderWithVars module. */
export const CssVarsProvider = leftOut;
export const Experimental_CssVarsProvider = leftOut;
export const useColorScheme = leftOut;
export const getInitColorSchemeScript = leftOut;
