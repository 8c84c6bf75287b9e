import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  // `label`: a translation key or any text (storybook/text.ts translatedArgs).
  args: { label: 'app.loading', size: 'medium', layout: 'inline', showLabel: false },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  render: (args, { globals }) => <Spinner {...translatedArgs(args, globals, ['label'])} />,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/./);
  },
};
export const WithLabel: Story = { args: { showLabel: true } };
export const LargeStacked: Story = { args: { size: 'large', layout: 'stacked', showLabel: true } };
export const Small: Story = { args: { size: 'small' } };
