/**
 * The two local lint rules and the design system's import boundary, each with imports it allows
 * and a planted violation of every kind it reports: a rule that stopped reporting would let the
 * layers drift apart unnoticed.
 */
import path from 'node:path';
import { RuleTester } from 'eslint';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { designSystemImports } from './design-system-imports.js';
import portalBoundaries from './portal-boundaries.js';
import serverLayers from './server-layers.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

const root = path.resolve(import.meta.dirname, '..');
const portal = (file: string) => path.join(root, 'portal', 'src', file);
const server = (file: string) => path.join(root, 'server', 'src', file);
const designSystem = (file: string) => path.join(root, 'design-system', 'src', file);

tester.run('portal-boundaries', portalBoundaries.rules.boundaries, {
  valid: [
    { filename: portal('features/debt/View.tsx'), code: "import { x } from './rules';" },
    { filename: portal('features/debt/View.tsx'), code: "import { x } from '../debtor';" },
    { filename: portal('features/debt/View.tsx'), code: "import { x } from '../../lib/api';" },
    { filename: portal('lib/store-types.ts'), code: "import type { S } from '../app/store';" },
    { filename: portal('features/debt/View.test.tsx'), code: "import { x } from '../help/a';" },
  ],
  invalid: [
    {
      filename: portal('features/debt/View.tsx'),
      code: "import { x } from '../help/HelpPage';",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      filename: portal('features/debt/View.tsx'),
      code: "import { x } from '../debtor/rules';",
      errors: [{ messageId: 'publicEntry' }],
    },
    {
      filename: portal('lib/api.ts'),
      code: "import { x } from '../features/debtor';",
      errors: [{ messageId: 'libFeature' }],
    },
    {
      filename: portal('lib/api.ts'),
      code: "import { makeStore } from '../app/store';",
      errors: [{ messageId: 'app' }],
    },
    {
      filename: portal('components/Thing.tsx'),
      code: "import { x } from '../app/hooks';",
      errors: [{ messageId: 'app' }],
    },
    {
      filename: portal('features/help/Page.tsx'),
      code: "const page = import('../debt/SingleDebtView');",
      errors: [{ messageId: 'otherFeature' }],
    },
  ],
});

tester.run('server-layers', serverLayers.rules.layers, {
  valid: [
    { filename: server('routes/debtor.ts'), code: "import { x } from '../services/debtor';" },
    { filename: server('services/debtor.ts'), code: "import { x } from '../repositories/r';" },
    { filename: server('services/container.ts'), code: "import { x } from '../db/client';" },
    { filename: server('repositories/r.ts'), code: "import { eq } from 'drizzle-orm';" },
    { filename: server('rules/debt-rules.ts'), code: "import { x } from '../lib/dates';" },
    { filename: server('rules/debt-rules.ts'), code: "import dayjs from 'dayjs';" },
    { filename: server('services/x.test.ts'), code: "import { sql } from 'drizzle-orm';" },
  ],
  invalid: [
    {
      filename: server('routes/debtor.ts'),
      code: "import { x } from '../repositories/debtor-repository';",
      errors: [{ messageId: 'routes' }],
    },
    {
      filename: server('services/debtor.ts'),
      code: "import { sql } from 'drizzle-orm';",
      errors: [{ messageId: 'serviceSql' }],
    },
    {
      filename: server('services/debtor.ts'),
      code: "import { debts } from '../db/schema';",
      errors: [{ messageId: 'serviceSql' }],
    },
    {
      filename: server('repositories/r.ts'),
      code: "import { x } from '../services/debtor';",
      errors: [{ messageId: 'repositoryService' }],
    },
    {
      filename: server('repositories/r.ts'),
      code: "import { x } from '../providers/mail';",
      errors: [{ messageId: 'repositoryProvider' }],
    },
    {
      filename: server('rules/debt-rules.ts'),
      code: "import { readFileSync } from 'node:fs';",
      errors: [{ messageId: 'rules' }],
    },
    {
      filename: server('rules/debt-rules.ts'),
      code: "import { x } from '../db/client';",
      errors: [{ messageId: 'rules' }],
    },
  ],
});

const noRestrictedImports = builtinRules.get('no-restricted-imports')!;
const [, designSystemOptions] = designSystemImports as [string, unknown];
const inDesignSystem = (code: string) => ({
  filename: designSystem('format/format.ts'),
  code,
  options: [designSystemOptions],
});
const refused = (code: string) => ({
  ...inDesignSystem(code),
  errors: [{ messageId: 'patternWithCustomMessage' }],
});

// The design system may take the money vocabulary (Cents and its constructor) from the contract
// package, and nothing else of it.
tester.run('design-system imports', noRestrictedImports, {
  valid: [
    inDesignSystem("import { cents, type Cents } from '@portal/openapi/money';"),
    inDesignSystem("import type { Cents } from '@portal/openapi/money';"),
    inDesignSystem("import type { Locale } from '@portal/translations';"),
    inDesignSystem("import { Card } from '../components/Card';"),
  ],
  invalid: [
    refused("import { paths } from '@portal/openapi';"),
    refused("import { REFUND_CHARGE_CENTS } from '@portal/openapi/amounts';"),
    refused("import { x } from '@portal/openapi/money/extra';"),
    refused("import { x } from '@portal/openapi/src/money';"),
    refused("import { useSelector } from 'react-redux';"),
    refused("import { useTranslation } from 'react-i18next';"),
    refused("import { styled } from '@stitches/react';"),
  ],
});
