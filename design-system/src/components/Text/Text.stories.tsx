import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Text, type TextProps } from './Text';

interface Args extends Omit<TextProps, 'children'> {
  textKey: string;
}

const meta = {
  title: 'Typography/Text',
  component: Text as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { textKey: 'privacy.intro' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'bold'] },
    tone: { control: 'inline-radio', options: ['default', 'muted'] },
  },
  render: ({ textKey, ...args }, { globals }) => (
    <Text {...args}>{storyText(globals)(textKey)}</Text>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeVisible();
  },
};

/** The login home's introduction: large, at a short measure. */
export const Intro: Story = { args: { textKey: 'home.intro', size: 'lg', measure: 'short' } };

/** Secondary text, e.g. the privacy notice's "updated" line. */
export const Muted: Story = { args: { textKey: 'privacy.updated', tone: 'muted' } };

/** The idle warning's countdown: large, bold, digits of equal width. */
export const Countdown: Story = {
  args: { textKey: 'privacy.updated', size: 'xl', weight: 'bold', numeric: true },
  render: (args) => (
    <Text size={args.size} weight={args.weight} numeric={args.numeric}>
      1:59
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('1:59');
    await expect(getComputedStyle(text).fontVariantNumeric).toBe('tabular-nums');
  },
};

export const Small: Story = { args: { size: 'sm', textKey: 'login.strongIntro' } };
