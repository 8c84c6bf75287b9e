import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translatedArgs, translatedText } from '../../storybook/text';
import { Tabs } from './Tabs';
import { interactionTest } from '../../storybook/interaction';

/** A front-page tab; label and content are translation keys (or any text) in these stories. */
const tab = (value: string, content: string) => ({
  value,
  label: `frontPage.tabs.${value}`,
  content: `frontPage.${content}`,
});
const planTab = tab('plan', 'planIntro');
const debtTabs = [tab('debts', 'debtsIntro'), tab('archive', 'archiveIntro')];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    // Translation keys or any text (storybook/text.ts translatedArgs).
    'aria-label': 'frontPage.tabs.label',
    items: [planTab, ...debtTabs],
    fullWidth: false,
    onValueChange: fn(),
  },
  argTypes: {
    'aria-label': { control: 'text' },
    items: {
      description:
        "The tabs: value, label and the panel's content each. In these stories `label` and `content` are translation keys or text (the content shown in a paragraph).",
    },
  },
  render: ({ items, ...args }, { globals }) => (
    <Tabs
      {...translatedArgs(args, globals, ['aria-label'])}
      items={items.map((item) => ({
        ...item,
        label: typeof item.label === 'string' ? translatedText(item.label, globals) : item.label,
        content:
          typeof item.content === 'string' ? (
            <p>{translatedText(item.content, globals)}</p>
          ) : (
            item.content
          ),
      }))}
    />
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'debts' },
};

/** Test: Tab reaches the chosen tab, Right arrow chooses the next, Home the first. */
export const MovingByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  ...interactionTest,
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

/** Without a joint plan possible, only debts and archive. */
export const WithoutPlanTab: Story = { args: { items: debtTabs } };

/** Equal widths, as on small screens. */
export const FullWidth: Story = { args: { fullWidth: true } };
