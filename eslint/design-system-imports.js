// What the design system may not import (docs/architecture.md): it knows nothing of Redux,
// routing, the API or i18next, and takes text, numbers and callbacks as props. The options of
// ESLint's own no-restricted-imports, kept here so eslint/rules.test.ts checks the same patterns
// the config applies.

const PRESENTATIONAL =
  'The design system is presentational: take text, numbers and callbacks as props.';

/** @type {import('eslint').Linter.RuleEntry} */
export const designSystemImports = [
  'error',
  {
    patterns: [
      {
        group: [
          'react-redux',
          '@reduxjs/*',
          'redux-saga*',
          'react-router*',
          'i18next',
          'react-i18next',
          '@portal/app',
          'openapi-fetch',
        ],
        message: PRESENTATIONAL,
      },
      {
        // The contract, except its money module: the Cents brand and its checked constructor are
        // arithmetic, not the API, and the money formatters and amount props take Cents.
        regex: '^@portal/openapi(?!/money$)',
        message: PRESENTATIONAL,
      },
      {
        group: ['@stitches/react'],
        message: 'Style through design-system/src/theme (the one styling entry point).',
      },
    ],
  },
];
