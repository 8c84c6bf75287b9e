import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Spinner } from './Spinner';

interface Args {
  size: 'small' | 'medium' | 'large';
  layout: 'inline' | 'stacked';
  showLabel: boolean;
}

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { size: 'medium', layout: 'inline', showLabel: false },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  render: (args, { globals }) => <Spinner {...args} label={storyText(globals)('app.loading')} />,
} satisfies Meta<Args>;

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
