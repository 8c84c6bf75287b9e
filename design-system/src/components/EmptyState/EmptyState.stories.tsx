import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

interface Args {
  kind: 'noDebts' | 'faqNotFound';
}

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { kind: 'noDebts' },
  render: ({ kind }, { globals }) => {
    const t = storyText(globals);
    return kind === 'noDebts' ? (
      <EmptyState
        title={t('emptyState.noDebts.title')}
        text={t('emptyState.noDebts.text')}
        action={<Button variant="secondary">{t('drawer.feedback')}</Button>}
      />
    ) : (
      <EmptyState
        icon="search"
        title={t('emptyState.faqNotFound.title')}
        text={t('emptyState.faqNotFound.text')}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoDebts: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};
export const FaqNotFound: Story = { args: { kind: 'faqNotFound' } };
