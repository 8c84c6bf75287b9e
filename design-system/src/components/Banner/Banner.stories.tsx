import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Button } from '../Button';
import type { NoticeTone } from '../Notice';
import { Banner } from './Banner';

interface Args {
  tone: NoticeTone;
  kind: 'multipleDebts' | 'overpayment' | 'reconciliation' | 'announcement';
  dismissible: boolean;
  withAction: boolean;
  onDismiss: () => void;
  onAction: () => void;
}

const meta = {
  title: 'Feedback/Banner',
  component: Banner as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    kind: 'overpayment',
    dismissible: false,
    withAction: true,
    onDismiss: fn(),
    onAction: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
  render: ({ kind, dismissible, withAction, onDismiss, onAction, ...args }, { globals }) => {
    const t = storyText(globals);
    const actions = withAction ? (
      <Button size="small" onClick={onAction}>
        {t(`banner.${kind}.action`)}
      </Button>
    ) : undefined;
    const common = { ...args, title: t(`banner.${kind}.title`), actions };
    return dismissible ? (
      <Banner {...common} onDismiss={onDismiss} dismissLabel={t('common.close')}>
        {t(`banner.${kind}.text`)}
      </Banner>
    ) : (
      <Banner {...common}>{t(`banner.${kind}.text`)}</Banner>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overpayment: add a bank account for the refund (spec 2). */
export const Overpayment: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAccessibleName(/./);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Reconciliation: Story = { args: { kind: 'reconciliation', tone: 'success' } };

export const MultipleDebts: Story = {
  args: { kind: 'multipleDebts', withAction: false, dismissible: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Announcement: Story = {
  args: { kind: 'announcement', tone: 'warning', withAction: false },
};
