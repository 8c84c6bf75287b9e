import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { ActionMenu } from './ActionMenu';

/** The menu's props, and the one callback that the story gives every item. */
type Args = ComponentProps<typeof ActionMenu> & {
  /** Story only: each item's `onSelect` calls it with the item's id. */
  onSelect: (id: string) => void;
};

/** An item of the debt view's menu; its label is a translation key or any text. */
const item = (id: string) => ({ id, label: `debtActions.${id}`, onSelect: () => {} });
const separator = { id: 'sep', separator: true as const };

const meta = {
  title: 'Actions/ActionMenu',
  component: ActionMenu,
  tags: ['autodocs'],
  // On the docs page each story is framed: an open overlay covers only its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
  args: {
    defaultOpen: false,
    // Translation keys or any text (storybook/text.ts translatedArgs).
    label: 'debtActions.label',
    items: [
      item('transferDueDate'),
      item('customPayment'),
      item('invoiceCopy'),
      item('reclamation'),
      separator,
      item('debtReport'),
      item('paymentPlanReport'),
    ],
    onSelect: fn(),
  },
  argTypes: { label: { control: 'text' }, onSelect: { table: { category: 'Story' } } },
  render: ({ items, onSelect, ...args }, { globals }) => (
    <div style={{ minHeight: 420 }}>
      <ActionMenu
        {...translatedArgs(args, globals, ['label'])}
        items={items.map((entry) =>
          'separator' in entry
            ? entry
            : { ...translatedArgs(entry, globals, ['label']), onSelect: () => onSelect(entry.id) },
        )}
      />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('customPayment');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Opened from the keyboard, as a keyboard user meets it: the first item has the focus. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Invoice copy only when the debt allows it. */
export const WithoutInvoiceCopy: Story = {
  args: {
    defaultOpen: true,
    items: [
      item('transferDueDate'),
      item('customPayment'),
      item('reclamation'),
      separator,
      item('debtReport'),
      item('paymentPlanReport'),
    ],
  },
};
