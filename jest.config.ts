import type { Config } from 'jest';
import { muiTrimJestMapper } from './scripts/lib/muiTrims';

// One transform for both sides: ts-jest compiles to CommonJS without type-checking
// (`npm run typecheck` does that once for the whole tree, which keeps `npm test` fast).
const transform: Config['transform'] = {
  '^.+\\.tsx?$': [
    'ts-jest',
    { tsconfig: { module: 'CommonJS', moduleResolution: 'Node10', jsx: 'react-jsx', isolatedModules: true } },
  ],
};

const config: Config = {
  // The one time limit of every test and hook (Jest reads it here only, not per project): a safety
  // net, about seven times the slowest client test (4 s on an idle two-core machine), for a machine
  // several other runs share. A test that needs more waits for a time rather than a condition, or
  // does a browser test's work.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts', '<rootDir>/__tests__/shared/**/*.test.ts'],
      transform,
      // `npm run test:pg` (TEST_DATABASE=postgres): the migrated template database every test app's
      // PostgreSQL database is copied from, and the run's databases dropped at the end. Nothing on SQLite.
      globalSetup: '<rootDir>/__tests__/helpers/pgTestRunSetup.ts',
      globalTeardown: '<rootDir>/__tests__/helpers/pgTestRunTeardown.ts',
    },
    {
      // `npm run test:faults`: the real server as a child process, killed and loaded (minutes, not
      // seconds); kept out of `npm test` and run by .ci/run after it.
      displayName: 'faults',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/faults/**/*.test.ts'],
      transform,
    },
    {
      // `npm run test:multi`: two real instances on one PostgreSQL database and Redis behind HAProxy
      // (deploy/haproxy.cfg), started once by the global setup for every file (outside any test's
      // time limit) and stopped by the teardown; the script runs the files in band, the kill -9 last.
      displayName: 'multi',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/multi/**/*.test.ts'],
      transform,
      globalSetup: '<rootDir>/__tests__/multi/globalSetup.ts',
      globalTeardown: '<rootDir>/__tests__/multi/globalTeardown.ts',
    },
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/__tests__/helpers/jsdom-env.cjs',
      testMatch: ['<rootDir>/__tests__/client/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/helpers/clientSetup.ts'],
      moduleNameMapper: {
        '\\.(css|svg|png|webp|jpg)$': '<rootDir>/__tests__/helpers/fileStub.ts',
        // As in the browser build (scripts/lib/muiTrims.ts): MUI's CSS-variables theme replaced by
        // stand-ins that throw, so every client test shows it is never reached.
        ...muiTrimJestMapper,
      },
      transform,
    },
  ],
};

export default config;
