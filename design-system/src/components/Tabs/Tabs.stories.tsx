import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Tabs } from './Tabs';

interface Args {
  defaultValue?: string;
  fullWidth: boolean;
  withPlanTab: boolean;
  onValueChange: (value: string) => void;
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { fullWidth: false, withPlanTab: true, onValueChange: fn() },
  render: ({ withPlanTab, ...args }, { globals }) => {
    const t = storyText(globals);
    const tabs = [
      ...(withPlanTab
        ? [
            {
              value: 'plan',
              label: t('frontPage.tabs.plan'),
              content: <p>{t('frontPage.planIntro')}</p>,
            },
          ]
        : []),
      {
        value: 'debts',
        label: t('frontPage.tabs.debts'),
        content: <p>{t('frontPage.debtsIntro')}</p>,
      },
      {
        value: 'archive',
        label: t('frontPage.tabs.archive'),
        content: <p>{t('frontPage.archiveIntro')}</p>,
      },
    ];
    return <Tabs {...args} aria-label={t('frontPage.tabs.label')} items={tabs} />;
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'debts' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(canvas.getByRole('tablist')).toHaveAccessibleName(/./);
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(tabs[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[2]).toHaveFocus();
    await expect(tabs[2]).toHaveAttribute('data-state', 'active');
    await expect(args.onValueChange).toHaveBeenCalledWith('archive');
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(tabs[0]!.textContent ?? '');
  },
};

/** Without a joint plan possible, only debts and archive (spec 2). */
export const WithoutPlanTab: Story = { args: { withPlanTab: false } };

/** Equal widths, as on small screens. */
export const FullWidth: Story = { args: { fullWidth: true } };
