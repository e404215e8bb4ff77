// ESLint flat config: typescript-eslint's recommended rules, React hooks rules, and the import
// boundaries: shared imports neither side, client never imports server, and back; inside the
// client, features stand apart (pages, layouts and app/ compose them); on the server, plugins and
// the neutral folders import no route and route folders import no other; no import cycles anywhere.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const client = './src/client';
// Every feature folder, read from disk so that a new feature is fenced in without editing this file.
const features = readdirSync(join(import.meta.dirname, 'src/client/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Inside the client, what may import what (a zone forbids `target` to import `from`):
// - a feature imports its own files, app/, components/, realtime/ and shared/, never another
//   feature, a page, a layout or the app's shell: pages, layouts and app/ compose features;
// - components/ are generic: no feature, page, layout or socket code;
// - realtime/ (the socket middleware) feeds features' caches and slices, but renders nothing;
// - app/'s foundation (the one API object, the session and who is signed in) is what every
//   feature builds on, so it imports no feature (the store and the route table in app/ do).
const shell = [`${client}/pages`, `${client}/layouts`, `${client}/ssr`, `${client}/App.tsx`, `${client}/index.tsx`];
const clientZones = [
  ...features.map((name) => ({
    target: `${client}/features/${name}`,
    from: `${client}/features`,
    except: [`./${name}`],
    message: `features/${name} imports no other feature: move what both need to app/, components/ or shared/, or compose them in a page or layout.`,
  })),
  {
    target: `${client}/features`,
    from: [...shell, `${client}/app/routes.tsx`, `${client}/app/browserRoutes.tsx`],
    message: 'A feature is composed by pages, layouts and the route table; it does not import them.',
  },
  { target: `${client}/components`, from: [`${client}/features`, `${client}/realtime`, ...shell], message: 'components/ are generic: they import no feature, socket, page or layout.' },
  { target: `${client}/realtime`, from: [`${client}/components`, ...shell], message: 'realtime/ is middleware: it renders nothing and imports no page or layout.' },
  {
    target: [`${client}/app/api.ts`, `${client}/app/session.ts`, `${client}/app/authSlice.ts`, `${client}/app/hooks.ts`, `${client}/app/paths.ts`],
    from: [`${client}/features`, `${client}/realtime`, ...shell],
    message: "app/'s foundation (API object, session, signed-in state, hooks, paths) is what features build on: it imports none of them.",
  },
];

const server = './src/server';
// Every route folder, read from disk like the features above.
const routeFolders = readdirSync(join(import.meta.dirname, 'src/server/routes'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// On the server: plugins are what routes build on (database, guards, uploads, sockets), so they
// import no route; a route folder imports its own files and the neutral layers (db/, lib/,
// plugins/, realtime/ and the per-domain folders such as auth/, chat/, customerRequests/, jobs/, news/), never another route
// folder: what two route folders share lives in such a neutral folder, and
// routes/publicSiteRoutes.ts and app.ts compose route plugins.
const serverZones = [
  { target: `${server}/plugins`, from: `${server}/routes`, message: 'A plugin imports no route: move what both need to a neutral folder (lib/, db/, realtime/ or src/server/<domain>/).' },
  {
    target: [`${server}/db`, `${server}/lib`, `${server}/realtime`, `${server}/auth`, `${server}/chat`, `${server}/customerRequests`, `${server}/jobs`, `${server}/news`, `${server}/servicePages`],
    from: `${server}/routes`,
    message: 'db/, lib/, realtime/ and the per-domain folders are what routes build on: they import no route.',
  },
  ...routeFolders.map((name) => ({
    target: `${server}/routes/${name}`,
    from: `${server}/routes`,
    except: [`./${name}`],
    message: `routes/${name} imports no other route folder: move what both need to a neutral folder (lib/, db/ or src/server/<domain>/).`,
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**', 'bench/results.json', 'bench/.cache/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without these, import-x reads only .js files when it follows imports, and no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.cjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/client', message: 'shared/ is the contract: it imports neither side.' },
            { target: './src/shared', from: './src/server', message: 'shared/ is the contract: it imports neither side.' },
            { target: './src/client', from: './src/server', message: 'The client never imports server code.' },
            { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
            ...clientZones,
            ...serverZones,
          ],
        },
      ],
      // Type-only imports are not followed (they vanish from the build, so they cannot form a cycle at run time).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', '__tests__/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', URL: 'readonly', globalThis: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['__tests__/**', 'scripts/**', 'bench/**', '*.config.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
