import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { componentStatus } from './status';
import { guidance } from './guidance';

const components = readdirSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'components'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)
  .sort();

describe('the docs pages know every component', () => {
  it('gives every component a status (Changelog, docs pages)', () => {
    expect(Object.keys(componentStatus).sort()).toEqual(components);
  });

  it.each([
    'DebtCard',
    'PaymentPlanCard',
    'SummaryCard',
    'StateLabel',
    'Banner',
    'Notice',
    'Button',
    'AmountField',
    'DatePicker',
    'ResponsiveDialog',
    'StepDialog',
    'DialogActions',
    'InstalmentTable',
    'DescriptionList',
  ])('has usage and accessibility guidance for %s', (name) => {
    const entry = guidance[name];
    expect(entry).toBeDefined();
    for (const list of [entry?.use, entry?.avoid, entry?.do, entry?.dont, entry?.accessibility]) {
      expect(list?.length).toBeGreaterThan(0);
    }
  });
});
