#!/usr/bin/env node
// Scaffolds a design-system component folder the way every other one is made
// (docs/architecture.md, one folder per component):
//   node design-system/scripts/new-component.mjs DebtCard [--title "Cards/DebtCard"]
// creates design-system/src/components/DebtCard/{DebtCard.tsx, DebtCard.styles.ts,
// DebtCard.stories.tsx, DebtCard.test.tsx, index.ts} and adds the export to src/index.ts.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...rest] = process.argv.slice(2);
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Usage: new-component.mjs ComponentName [--title "Group/ComponentName"]');
  process.exit(1);
}
const titleIndex = rest.indexOf('--title');
const title = titleIndex >= 0 ? rest[titleIndex + 1] : `Components/${name}`;
const folder = join(root, 'src', 'components', name);
if (existsSync(folder)) {
  console.error(`${folder} already exists`);
  process.exit(1);
}

const files = {
  [`${name}.tsx`]: `import { forwardRef, type HTMLAttributes } from 'react';
import { ${name}Root } from './${name}.styles';

export interface ${name}Props extends HTMLAttributes<HTMLDivElement> {
  /** Accessible name: required because the component can render without visible text. */
  'aria-label': string;
}

/** TODO: what it is, which spec section it comes from. */
export const ${name} = forwardRef<HTMLDivElement, ${name}Props>(function ${name}(props, ref) {
  return <${name}Root ref={ref} {...props} />;
});
`,
  [`${name}.styles.ts`]: `import { styled } from '../../theme';

export const ${name}Root = styled('div', {
  fontFamily: '$body',
  color: '$text',
});
`,
  [`${name}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { ${name} } from './${name}';

const meta = {
  title: '${title}',
  component: ${name},
  tags: ['autodocs'],
  args: { 'aria-label': '' },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return <${name} {...args} aria-label={t('common.close')} />;
  },
} satisfies Meta<typeof ${name}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/./)).toBeVisible();
  },
};
`,
  [`${name}.test.tsx`]: `import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ${name} } from './${name}';

describe('${name}', () => {
  it('renders with its accessible name', () => {
    render(<${name} aria-label="Nimi" />);
    expect(screen.getByLabelText('Nimi')).toBeInTheDocument();
  });

  it('passes native props through', () => {
    render(<${name} aria-label="Nimi" data-testid="x" id="own" />);
    expect(screen.getByTestId('x')).toHaveAttribute('id', 'own');
  });
});
`,
  'index.ts': `export { ${name} } from './${name}';
export type { ${name}Props } from './${name}';
`,
};

mkdirSync(folder, { recursive: true });
for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);

const indexPath = join(root, 'src', 'index.ts');
const line = `export * from './components/${name}';\n`;
const index = readFileSync(indexPath, 'utf8');
if (!index.includes(line)) writeFileSync(indexPath, index + line);
console.log(`Created ${folder} and exported it from src/index.ts`);
