import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { CookieBanner } from './CookieBanner';

interface Args {
  position: 'fixed' | 'static';
  onAcceptAll: () => void;
  onSettings: () => void;
}

const meta = {
  title: 'Overlays/CookieBanner',
  component: CookieBanner as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { position: 'fixed', onAcceptAll: fn(), onSettings: fn() },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <div style={{ minHeight: 400 }}>
        <CookieBanner
          {...args}
          title={t('cookie.title')}
          text={t('cookie.text')}
          acceptAllLabel={t('cookie.acceptAll')}
          settingsLabel={t('cookie.settings')}
          readMore={{ label: t('cookie.readMore'), href: '#/privacy' }}
        />
      </div>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtBottom: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAccessibleName(/./);
    const [settings, accept] = canvas.getAllByRole('button') as [HTMLElement, HTMLElement];
    await userEvent.click(accept);
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await userEvent.click(settings);
    await expect(args.onSettings).toHaveBeenCalledTimes(1);
  },
};

export const InFlow: Story = { args: { position: 'static' } };
