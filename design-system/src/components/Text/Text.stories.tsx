import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { Text } from './Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  tags: ['autodocs'],
  // `children`: a translation key or any text (storybook/text.ts translatedArgs).
  args: { children: 'privacy.intro' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'bold'] },
    tone: { control: 'inline-radio', options: ['default', 'muted'] },
    children: { control: 'text' },
  },
  render: (args, { globals }) => <Text {...translatedArgs(args, globals, ['children'])} />,
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeVisible();
  },
};

/** The login home's introduction: large, at a short measure. */
export const Intro: Story = { args: { children: 'home.intro', size: 'lg', measure: 'short' } };

/** Secondary text, e.g. the login card's hint where the case number is. */
export const Muted: Story = { args: { children: 'login.whereDetails', tone: 'muted' } };

/** The idle warning's countdown: large, bold, digits of equal width. */
export const Countdown: Story = {
  args: { children: '1:59', size: 'xl', weight: 'bold', numeric: true },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('1:59');
    await expect(getComputedStyle(text).fontVariantNumeric).toBe('tabular-nums');
  },
};

export const Small: Story = { args: { size: 'sm', children: 'login.strongIntro' } };
