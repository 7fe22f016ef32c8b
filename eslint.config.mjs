// @ts-check
// `npm run lint` (and a step of `npm test`): type-aware TypeScript rules, the rules of hooks,
// Next's own rules, Playwright's rules for the browser suites, and the import boundary between
// browser code and src/server. Every rule is an error: a warning nobody reads is noise.
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import { defineConfig, globalIgnores } from 'eslint/config';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Any preset rule set to 'warn' becomes 'error' (the presets mix the two). */
function asErrors(configs) {
  const error = (entry) => (entry === 'warn' || entry === 1 ? 'error' : Array.isArray(entry) ? [error(entry[0]), ...entry.slice(1)] : entry);
  return configs.map((config) => (config.rules ? { ...config, rules: Object.fromEntries(Object.entries(config.rules).map(([name, entry]) => [name, error(entry)])) } : config));
}

/** Browser code reaches src/server only for types: a value import would put server code (and its secrets) in the bundle. */
const noServerValues = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '^(@/server|(\\.\\./)+server)(/|$)',
          allowTypeImports: true,
          message: 'Browser code imports only types from src/server; call the API (src/lib/api-client.ts) or take the value as a prop.',
        },
      ],
    },
  ],
};

export default asErrors(
  defineConfig([
    // What .gitignore keeps out of the repository, plus the generated migrations.
    globalIgnores([
      '.next/',
      '.next-*/',
      'data/',
      'test-results/',
      'test-results-cluster/',
      'playwright-report/',
      'tmp/',
      '.e2e-data/',
      '.e2e-*/',
      'next-env.d.ts',
      'src/server/db/migrations/',
    ]),

    {
      files: ['**/*.{ts,tsx,mts,mjs,cjs,js}'],
      extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked, eslintComments.recommended],
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
        globals: { ...globals.node },
      },
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      rules: {
        // A disable says why: `// eslint-disable-next-line rule -- reason`.
        '@eslint-community/eslint-comments/require-description': 'error',
        // `_name` marks a binding kept for its position (a callback's second argument, a
        // destructured field left out of a rest); anything else unused is dead code.
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
        // An async function where the interface asks for a promise (Next's headers(), a database
        // getter, a test double) reads better than Promise.resolve(...).
        '@typescript-eslint/require-await': 'off',
        // Props and zustand stores declare callbacks in method syntax; none of them uses `this`.
        '@typescript-eslint/unbound-method': 'off',
        // React calls event handlers and ignores what they return: `onSubmit={handleSubmit(send)}`.
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      },
    },

    // Plain JavaScript (scripts/*.mjs, config files) is outside tsconfig (allowJs: false): linted
    // without type information.
    { files: ['**/*.{mjs,cjs,js,mts}'], extends: [tseslint.configs.disableTypeChecked] },

    // React code. The rules of hooks and exhaustive deps only: the React Compiler rules of
    // eslint-plugin-react-hooks 7 (set-state-in-effect, refs, purity, …) judge code for a compiler
    // this project does not run, and cost about 20 s of the lint run.
    {
      files: ['src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/stores/**/*.ts', 'src/lib/**/*.ts', 'src/i18n/**/*.ts'],
      plugins: { 'react-hooks': reactHooks },
      rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
    },
    {
      files: ['src/**/*.{ts,tsx}'],
      extends: [nextPlugin.configs['core-web-vitals']],
      languageOptions: { globals: { ...globals.browser } },
      rules: {
        // Pictures are signed links to our own /Upload route, already sized per variant
        // (next.config.ts: images.unoptimized); next/image would add nothing but its wrapper.
        '@next/next/no-img-element': 'off',
      },
    },

    // The import boundary. Stores and src/lib run in the browser; components that
    // are client modules are caught by tests/unit/client-imports.test.ts (a server component in
    // src/components may call services, GUIDE: "Pages call services directly").
    { files: ['src/stores/**/*.ts', 'src/lib/**/*.ts'], rules: noServerValues },

    // Tests read response bodies and page.evaluate results as `any` JSON on purpose: the
    // assertions that read them are the check.
    {
      files: ['tests/**/*.ts', 'src/**/*.test.ts'],
      rules: {
        '@typescript-eslint/no-explicit-any': 'off',
        '@typescript-eslint/no-unsafe-argument': 'off',
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-call': 'off',
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-unsafe-return': 'off',
      },
    },

    // The Playwright suites.
    {
      files: ['tests/e2e/**/*.ts', 'tests/cluster/**/*.ts'],
      extends: [playwright.configs['flat/recommended']],
      rules: {
        // Helpers named expectSomething (expectAccessibleOverlay, expectNoSeriousViolations) assert.
        'playwright/expect-expect': ['error', { assertFunctionPatterns: ['^expect[A-Z]'] }],
        // Tests are generated per locale and width; a branch picks that locale's expected value.
        'playwright/no-conditional-in-test': 'off',
        'playwright/no-conditional-expect': 'off',
        // The axe scans, prefetch and CSP checks wait for every request on purpose: what they
        // check is what the page has loaded by then.
        'playwright/no-networkidle': 'off',
      },
    },
  ]),
);
