import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Notice, type NoticeTone } from './Notice';

interface Args {
  tone: NoticeTone;
  kind: 'distraint' | 'paymentPending' | 'complaint' | 'summons' | 'paymentComplete';
  withTitle: boolean;
  live: 'off' | 'status' | 'alert';
}

const meta = {
  title: 'Feedback/Notice',
  component: Notice as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { tone: 'warning', kind: 'distraint', withTitle: true, live: 'off' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
  render: ({ kind, withTitle, ...args }, { globals }) => {
    const t = storyText(globals);
    return (
      <Notice {...args} title={withTitle ? t(`notice.${kind}.title`) : undefined}>
        {t(`notice.${kind}.text`)}
      </Notice>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2: a distraint payment warning shows at state 5. */
export const Warning: Story = {
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('[data-state="warning"]');
    await expect(notice).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};
export const Info: Story = { args: { tone: 'info', kind: 'paymentPending' } };
export const Success: Story = {
  args: { tone: 'success', kind: 'paymentComplete', live: 'status' },
};

/** A debt in court cannot be complained about (spec 4). */
export const ErrorNotice: Story = {
  args: { tone: 'error', kind: 'summons', live: 'alert' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/./);
  },
};
export const WithoutTitle: Story = { args: { tone: 'info', kind: 'complaint', withTitle: false } };
