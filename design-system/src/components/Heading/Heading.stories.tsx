import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Heading, type HeadingProps } from './Heading';

interface Args {
  level: HeadingProps['level'];
  size?: HeadingProps['size'];
  tone?: HeadingProps['tone'];
  textKey: string;
}

const meta = {
  title: 'Typography/Heading',
  component: Heading as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { level: 1, textKey: 'help.title' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'inline-radio', options: [undefined, 'page', 'section', 'subsection'] },
    tone: { control: 'inline-radio', options: ['default', 'brand'] },
  },
  render: ({ textKey, ...args }, { globals }) => (
    <Heading {...args}>{storyText(globals)(textKey)}</Heading>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page heading: 28 px, 36 px from the medium breakpoint. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** The login home's welcome: the page heading in the brand colour. */
export const PageBrand: Story = { args: { tone: 'brand', textKey: 'home.title' } };

/** A section heading inside a page (privacy notice, help page support tab). */
export const Section: Story = {
  args: { level: 2, textKey: 'privacy.controller.title' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const Subsection: Story = {
  args: { level: 3, size: 'subsection', textKey: 'footer.serviceHours' },
};
