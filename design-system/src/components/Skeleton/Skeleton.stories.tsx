import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from 'radix-ui';
import { storyText } from '../../storybook/text';
import { Card } from '../Card';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  // Still by default so screenshots are stable; turn on in the controls to see the pulse. The
  // stories show several skeletons, each of its own variant and size: only `animated` is shared.
  args: { animated: false },
  argTypes: { variant: { control: false }, width: { control: false }, height: { control: false } },
  render: ({ animated }, { globals }) => (
    <div aria-busy="true" style={{ maxWidth: 360 }}>
      <VisuallyHidden.Root role="status">{storyText(globals)('app.loading')}</VisuallyHidden.Root>
      <Card>
        <Skeleton animated={animated} width="60%" height={24} />
        <Skeleton animated={animated} width="40%" />
        <Skeleton animated={animated} variant="circle" width={200} height={200} />
        <Skeleton animated={animated} />
        <Skeleton animated={animated} variant="block" height={44} />
      </Card>
    </div>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A debt card while the debtor's data loads. */
export const DebtCardLoading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/./);
    await expect(canvasElement.querySelector('[data-state="static"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const TextLines: Story = {
  render: ({ animated }) => (
    <div style={{ maxWidth: 480 }}>
      <Skeleton animated={animated} />
      <Skeleton animated={animated} />
      <Skeleton animated={animated} width="70%" />
    </div>
  ),
};
