import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { ActionMenu } from './ActionMenu';

interface Args {
  defaultOpen: boolean;
  invoiceCopyAllowed: boolean;
  onSelect: (id: string) => void;
}

const meta = {
  title: 'Actions/ActionMenu',
  component: ActionMenu as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  // On the docs page each story is framed: an open overlay covers only its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
  args: { defaultOpen: false, invoiceCopyAllowed: true, onSelect: fn() },
  render: ({ defaultOpen, invoiceCopyAllowed, onSelect }, { globals }) => {
    const t = storyText(globals);
    const item = (id: string) => ({
      id,
      label: t(`debtActions.${id}`),
      onSelect: () => onSelect(id),
    });
    return (
      <div style={{ minHeight: 420 }}>
        <ActionMenu
          defaultOpen={defaultOpen}
          label={t('debtActions.label')}
          items={[
            item('transferDueDate'),
            item('customPayment'),
            ...(invoiceCopyAllowed ? [item('invoiceCopy')] : []),
            item('reclamation'),
            { id: 'sep', separator: true as const },
            item('debtReport'),
            item('paymentPlanReport'),
          ]}
        />
      </div>
    );
  },
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

export const Open: Story = { args: { defaultOpen: true } };

/** Invoice copy only when the debt allows it (spec 2). */
export const WithoutInvoiceCopy: Story = { args: { defaultOpen: true, invoiceCopyAllowed: false } };
