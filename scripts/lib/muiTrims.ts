import fs from 'node:fs';
import path from 'node:path';

/**
 * What the browser build leaves out of MUI (and of Emotion, its styling engine) or loads later:
 * code MUI imports whatever the props or theme but runs only in cases this site never has, or only
 * on demand. Each trim names MUI's own internal files, which an upgrade may rename or move; the
 * bundle check (`npm run check:bundle`, bench/parts/bundle.ts) fails when a file named here is
 * missing or when a trimmed module is back in the public first load, so such an upgrade cannot
 * undo a trim silently.
 *
 * webpack.config.ts applies them (aliases, one replacement plugin, a module rule); jest.config.ts
 * maps the CSS-variables modules the same way, so the client tests run what the browser runs.
 */

const root = path.resolve(__dirname, '..', '..');
const mui = path.dirname(require.resolve('@mui/material/package.json', { paths: [root] }));
const standIns = path.join(root, 'src', 'client');

export interface MuiTrim {
  /** What is trimmed, for the check's messages. */
  label: string;
  /** The files (relative to @mui/material, or to node_modules for another package) the trim names. */
  files: string[];
  /** Modules of the trimmed code: none may be in the public first load. */
  mustNotLoad: RegExp;
}

/**
 * MUI's CSS-variables theme (createThemeWithVars, CssVarsProvider), which `createTheme` and
 * `ThemeProvider` import whatever the theme but take only with `cssVariables` or `colorSchemes`;
 * our two themes use neither. Aliased to stand-ins that throw with the reason
 * (src/client/app/muiCssVarsLeftOut.ts). −6.9 KB gzip.
 */
const CSS_VARS_MODULES = ['styles/createThemeWithVars.mjs', 'styles/ThemeProviderWithVars.mjs'];

/**
 * Parts MUI components import whatever their props but draw only on demand, replaced for those
 * importers by stand-ins that load the part when first drawn (other importers, the stand-ins
 * themselves included, get MUI's own): ButtonBase's press ripple, mounted on the first press
 * (components/LazyTouchRipple.tsx, −2.5 KB), and the spinner of a Button or IconButton with
 * `loading`, which no button of ours uses (components/LazyButtonProgress.tsx, −1 KB).
 */
const LOADED_LATER: Array<{ request: string; importers: string[]; standIn: string }> = [
  { request: './TouchRipple.mjs', importers: ['ButtonBase'], standIn: 'components/LazyTouchRipple.tsx' },
  { request: '../CircularProgress/index.mjs', importers: ['Button', 'IconButton'], standIn: 'components/LazyButtonProgress.tsx' },
];

/**
 * @emotion/react's build keeps a bare `import 'hoist-non-react-statics'` whose bindings it never
 * uses (only `withTheme` does, through its own copy of the import); the package does not say it is
 * free of side effects, so the module and react-is 16 came along for nothing (−1.2 KB). Declared
 * side-effect free (a module rule).
 */
export const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/;

export const MUI_TRIMS: MuiTrim[] = [
  { label: "MUI's CSS-variables theme", files: CSS_VARS_MODULES, mustNotLoad: /node_modules\/@mui\/material\/styles\/(createThemeWithVars|ThemeProviderWithVars)\./ },
  {
    label: "ButtonBase's press ripple",
    files: ['ButtonBase/ButtonBase.mjs', 'ButtonBase/TouchRipple.mjs'],
    mustNotLoad: /node_modules\/@mui\/material\/ButtonBase\/(TouchRipple|Ripple)\./,
  },
  {
    label: "Button's and IconButton's loading spinner",
    files: ['Button/Button.mjs', 'IconButton/IconButton.mjs', 'CircularProgress/index.mjs'],
    mustNotLoad: /node_modules\/@mui\/material\/CircularProgress\//,
  },
  { label: "@emotion/react's unused hoist-non-react-statics", files: ['../../hoist-non-react-statics/package.json'], mustNotLoad: /node_modules\/hoist-non-react-statics\// },
];

/** resolve.alias entries of the browser build. */
export function muiTrimAliases(): Record<string, string> {
  const leftOut = path.join(standIns, 'app', 'muiCssVarsLeftOut.ts');
  return Object.fromEntries(CSS_VARS_MODULES.map((f) => [path.join(mui, f), leftOut]));
}

/** jest's moduleNameMapper entries doing what muiTrimAliases does (MUI's CommonJS build imports them by these names). */
export const muiTrimJestMapper: Record<string, string> = {
  '^\\./(createThemeWithVars|ThemeProviderWithVars)$': '<rootDir>/src/client/app/muiCssVarsLeftOut.ts',
};

/** The requests NormalModuleReplacementPlugin looks at, and what it does with them. */
export const LOADED_LATER_REQUEST = /^\.\.?\/(TouchRipple\.mjs|CircularProgress\/index\.mjs)$/;
export function loadLater(resource: { context: string; request: string }): void {
  const part = LOADED_LATER.find((p) => p.request === resource.request && p.importers.some((dir) => path.resolve(resource.context) === path.join(mui, dir)));
  if (part) resource.request = path.join(standIns, part.standIn);
}

/** Files the trims name that this install of MUI does not have (an upgrade renamed or moved them). */
export function missingTrimFiles(): string[] {
  return MUI_TRIMS.flatMap((t) => t.files.filter((f) => !fs.existsSync(path.join(mui, f))).map((f) => `${t.label}: @mui/material/${f}`));
}
