import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { ConsentDialog, type ConsentValues } from './ConsentDialog';

interface Args {
  initial: ConsentValues;
  onSave: (values: ConsentValues) => void;
}

function Demo({ initial, onSave, t }: Args & { t: (key: string) => string }) {
  const [values, setValues] = useState(initial);
  const choice = (key: string) => ({
    label: t(`consent.${key}.label`),
    description: t(`consent.${key}.description`),
  });
  return (
    <ConsentDialog
      defaultOpen
      title={t('consent.title')}
      intro={t('consent.intro')}
      closeLabel={t('common.close')}
      saveLabel={t('consent.save')}
      necessary={choice('necessary')}
      cookies={choice('cookies')}
      tracking={choice('tracking')}
      values={values}
      onValuesChange={setValues}
      onSave={onSave}
    />
  );
}

const meta = {
  title: 'Overlays/ConsentDialog',
  component: ConsentDialog as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { initial: { cookies: false, tracking: false }, onSave: fn() },
  // On the docs page each story is framed: an open overlay covers only its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 700 } } },
  render: (args, { globals }) => <Demo {...args} t={storyText(globals)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingAllowed: Story = {
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

export const AllAllowed: Story = { args: { initial: { cookies: true, tracking: true } } };
