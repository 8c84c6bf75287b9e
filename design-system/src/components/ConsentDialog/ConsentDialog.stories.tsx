import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { ConsentDialog } from './ConsentDialog';
import { interactionTest } from '../../storybook/interaction';

/** Translation keys (or any text) of a switch's label and description. */
const choice = (key: string) => ({
  label: `consent.${key}.label`,
  description: `consent.${key}.description`,
});

/** The dialog with its values in state, as the portal holds them: `values` are the first ones. */
function Controlled({
  values: initialValues,
  onValuesChange,
  ...props
}: ComponentProps<typeof ConsentDialog>) {
  const [values, setValues] = useState(initialValues);
  return (
    <ConsentDialog
      {...props}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        onValuesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Overlays/ConsentDialog',
  component: ConsentDialog,
  tags: ['autodocs'],
  args: {
    defaultOpen: true,
    // Translation keys or any text (storybook/text.ts translatedArgs).
    title: 'consent.title',
    intro: 'consent.intro',
    closeLabel: 'common.close',
    saveLabel: 'consent.save',
    necessary: choice('necessary'),
    cookies: choice('cookies'),
    tracking: choice('tracking'),
    values: { cookies: false, tracking: false },
    onValuesChange: fn(),
    onSave: fn(),
  },
  // On the docs page each story is framed: an open overlay covers only its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 700 } } },
  render: ({ necessary, cookies, tracking, ...args }, { globals }) => {
    const texts = ['label', 'description'] as const;
    return (
      <Controlled
        {...translatedArgs(args, globals, ['title', 'intro', 'closeLabel', 'saveLabel'])}
        necessary={translatedArgs(necessary, globals, texts)}
        cookies={translatedArgs(cookies, globals, texts)}
        tracking={translatedArgs(tracking, globals, texts)}
      />
    );
  },
} satisfies Meta<typeof ConsentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingAllowed: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const switches = within(dialog).getAllByRole('switch');
    await expect(switches[0]).toBeChecked();
    await expect(switches[1]).not.toBeChecked();
    await expect(switches[2]).not.toBeChecked();
  },
};

/** Test: necessary stays on; switching cookies on and saving reports the choices. */
export const AllowingCookies: Story = {
  tags: ['!dev', '!autodocs'],
  ...interactionTest,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const [necessary, cookies] = within(dialog).getAllByRole('switch') as [
      HTMLElement,
      HTMLElement,
    ];
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await userEvent.click(cookies);
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await expect(args.onSave).toHaveBeenCalledWith({ cookies: true, tracking: false });
  },
};

export const AllAllowed: Story = { args: { values: { cookies: true, tracking: true } } };
