import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { Heading } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  tags: ['autodocs'],
  // `children`: a translation key or any text (storybook/text.ts translatedArgs).
  args: { level: 1, children: 'help.title' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'inline-radio', options: [undefined, 'page', 'section', 'subsection'] },
    tone: { control: 'inline-radio', options: ['default', 'brand'] },
    children: { control: 'text' },
  },
  render: (args, { globals }) => <Heading {...translatedArgs(args, globals, ['children'])} />,
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page heading: 28 px, 36 px from the medium breakpoint. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** The login home's welcome: the page heading in the brand colour. */
export const PageBrand: Story = { args: { tone: 'brand', children: 'home.title' } };

/** A section heading inside a page (privacy notice, help page support tab). */
export const Section: Story = {
  args: { level: 2, children: 'privacy.controller.title' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const Subsection: Story = {
  args: { level: 3, size: 'subsection', children: 'footer.serviceHours' },
};
