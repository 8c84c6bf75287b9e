// ESLint flat config: TypeScript (typescript-eslint), React hooks, accessibility (jsx-a11y),
// Storybook stories; formatting is Prettier's job (`prettier --check` runs beside this).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { designSystemImports } from './eslint/design-system-imports.js';
import portalBoundaries from './eslint/portal-boundaries.js';
import serverLayers from './eslint/server-layers.js';

// A route of spec 2 written out as a string (the root `/` included).
const ROUTE =
  '/^\\/($|#|(front-page|pay-all|profile|payments|debt|payment-plan|payment|lang|reconciliation|judgement|help|privacy|accessibility|login)(\\/|$|#|\\?))/';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-journey/**',
      'storybook-static/**',
      '.data/**',
      'openapi/src/schema.d.ts',
      'visual-tests/.loki/**',
      'test-results/**',
      'playwright-report/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['design-system/**/*.tsx', 'portal/**/*.tsx', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            'Render backend HTML only through portal/src/components/SafeHtml (DOMPurify), or ServerSanitizedHtml for HTML the server sanitized into its page.',
        },
      ],
    },
  },
  {
    // Design-system components know nothing of Redux, routing, the API or i18next: they take
    // text, numbers and callbacks as props (docs/architecture.md).
    files: ['design-system/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': designSystemImports,
    },
  },
  {
    files: ['design-system/src/theme/stitches.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/design-system', '@portal/app', 'react', 'react-dom'],
              message: 'The server depends only on the contract (openapi) and the translations.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's layers (eslint/server-layers.js): routes -> services -> repositories and rules.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    plugins: { server: serverLayers },
    rules: { 'server/layers': 'error' },
  },
  {
    // The portal's boundaries (eslint/portal-boundaries.js) and route strings only from paths.ts.
    files: ['portal/src/**/*.{ts,tsx}'],
    ignores: ['portal/src/**/*.test.{ts,tsx}', 'portal/src/test/**', 'portal/src/lib/paths.ts'],
    plugins: { portal: portalBoundaries },
    rules: {
      'portal/boundaries': 'error',
      // Pages are composed from design-system components; a missing visual piece goes into the
      // design system with a story (docs/portal-patterns.md), not into a page as styled().
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/design-system',
              importNames: ['styled', 'css', 'keyframes', 'globalCss'],
              message:
                'Compose pages from design-system components; add a missing piece to design-system/ with a story.',
            },
          ],
          patterns: [
            {
              group: ['@stitches/*'],
              message: 'The portal does not style: compose design-system components.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            'Render backend HTML only through portal/src/components/SafeHtml (DOMPurify), or ServerSanitizedHtml for HTML the server sanitized into its page.',
        },
        {
          selector: `:matches(Literal[value=${ROUTE}], TemplateElement[value.raw=${ROUTE}])`,
          message: 'Route strings come only from portal/src/lib/paths.ts (paths.X.getHref()).',
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
