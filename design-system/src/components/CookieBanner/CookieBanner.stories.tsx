import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { CookieBanner } from './CookieBanner';

const meta = {
  title: 'Overlays/CookieBanner',
  component: CookieBanner,
  tags: ['autodocs'],
  args: {
    // Translation keys or any text (storybook/text.ts translatedArgs).
    title: 'cookie.title',
    text: 'cookie.text',
    acceptAllLabel: 'cookie.acceptAll',
    settingsLabel: 'cookie.settings',
    readMore: { label: 'cookie.readMore', href: '#/privacy' },
    position: 'fixed',
    onAcceptAll: fn(),
    onSettings: fn(),
  },
  parameters: { layout: 'fullscreen' },
  render: ({ readMore, ...args }, { globals }) => (
    <div style={{ minHeight: 400 }}>
      <CookieBanner
        {...translatedArgs(args, globals, ['title', 'text', 'acceptAllLabel', 'settingsLabel'])}
        readMore={readMore && translatedArgs(readMore, globals, ['label'])}
      />
    </div>
  ),
} satisfies Meta<typeof CookieBanner>;

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
