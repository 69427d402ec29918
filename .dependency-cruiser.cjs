// Boundaries of architecture section 8, checked by `npm test` (step 'Boundaries'):
//   npx depcruise apps packages --config .dependency-cruiser.cjs
// Paths are relative to the repository root. Type-only imports count: a type can tie two parts
// together as firmly as a value.

const WEB = '^apps/web/src/';
const API = '^apps/api/src/';
const TESTS = '[.](test|integration-test)[.]tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },

    // The two apps and the domain package.
    {
      name: 'web-not-api',
      comment: 'The web app talks to the API over HTTP only; it never imports API code.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-not-web',
      comment: 'The API never imports web app code.',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'domain-self-contained',
      comment: 'packages/domain imports only zod and itself, so both apps can use all of it.',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: [TESTS, '^packages/domain/src/testing/'] },
      to: { pathNot: ['^packages/domain/', '^node_modules/zod/'] },
    },
    {
      name: 'domain-tests-self-contained',
      comment: 'Domain tests and their helpers (src/testing) may add vitest and Node built-ins.',
      severity: 'error',
      from: { path: [`^packages/domain/.*${TESTS}`, '^packages/domain/src/testing/'] },
      to: { pathNot: ['^packages/domain/', '^node_modules/(zod|vitest)/'], dependencyTypesNot: ['core'] },
    },

    // The seam between the web build and the API's pages module (docs/decisions/0043).
    {
      name: 'pages-contract-at-the-seam',
      comment:
        "The route manifest and the first-paint renderer's contract join the web build (its manifest plugin, ssr/) and the API's pages module, and nothing else.",
      severity: 'error',
      from: {
        pathNot: [
          '^packages/domain/src/pages/',
          `${API}modules/pages/`,
          `${API}testing/`,
          '^apps/web/page-manifest-plugin[.]ts$',
          `${WEB}ssr/`,
          TESTS,
        ],
      },
      to: { path: '^packages/domain/src/pages/page-(manifest|renderer)[.]ts$' },
    },

    // Web: app -> features -> components -> lib, one way; config is read by all.
    {
      name: 'web-lib-is-the-bottom',
      comment: 'lib imports no components, features or app.',
      severity: 'error',
      from: { path: `${WEB}lib/` },
      to: { path: `${WEB}(components|features|app)/` },
    },
    {
      name: 'web-components-below-features',
      comment: 'components import no features or app.',
      severity: 'error',
      from: { path: `${WEB}components/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-feature-isolation',
      comment:
        'features/X imports only features/X, components, lib and config (and @setspot/domain): no other feature, no app.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
      to: { path: WEB, pathNot: [`${WEB}features/$1/`, `${WEB}(components|lib|config)/`] },
    },
    {
      name: 'web-feature-tests-isolation',
      comment: 'Tests of features/X may add the shared test helpers of src/testing, nothing else.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/.*${TESTS}` },
      to: { path: WEB, pathNot: [`${WEB}features/$1/`, `${WEB}(components|lib|config|testing)/`] },
    },
    {
      name: 'web-testing-only-in-tests',
      comment: 'src/testing holds test helpers; the app itself never imports them.',
      severity: 'error',
      from: { path: WEB, pathNot: [TESTS, `${WEB}testing/`] },
      to: { path: `${WEB}testing/` },
    },

    // API: Drizzle and the schema behind repositories; modules through their public file.
    {
      name: 'api-drizzle-in-repositories',
      comment:
        'Only *.repository.ts files and db/ import drizzle-orm or the Drizzle schema (tests and src/testing excepted).',
      severity: 'error',
      from: { path: API, pathNot: ['[.]repository[.]ts$', `${API}db/`, `${API}testing/`, TESTS] },
      to: { path: ['^node_modules/drizzle-orm/', `${API}db/(schema|auth-schema)[.]ts$`] },
    },
    {
      name: 'api-module-public-file',
      comment:
        'A module (modules/<m>/) uses another module only through its <m>.public.ts (tests excepted: they may set up data through internals).',
      severity: 'error',
      from: { path: `${API}modules/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${API}modules/`,
        pathNot: [`${API}modules/$1/`, `${API}modules/([^/]+)/\\1[.]public[.]ts$`],
      },
    },
    {
      name: 'api-adapters-below-modules',
      comment: 'adapters/ (mail, storage, payments) import nothing from modules/ or http/.',
      severity: 'error',
      from: { path: `${API}adapters/` },
      to: { path: `${API}(modules|http)/` },
    },
    {
      name: 'api-http-below-modules',
      comment:
        'http/ (the edge: hooks, errors, uploads, cookies) imports nothing from modules/: modules use http/, and guards that need a module live in it (the session guard in auth.public.ts). Its tests start the whole app through testing/ and are excepted.',
      severity: 'error',
      from: { path: `${API}http/`, pathNot: TESTS },
      to: { path: `${API}modules/` },
    },
    {
      name: 'api-db-at-the-bottom',
      comment: 'db/ imports nothing from modules/, adapters/ or http/.',
      severity: 'error',
      from: { path: `${API}db/` },
      to: { path: `${API}(modules|adapters|http)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^apps/[^/]+/dist(-ssr)?/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
