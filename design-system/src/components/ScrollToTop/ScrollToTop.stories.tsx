import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyText, translatedArgs } from '../../storybook/text';
import { ScrollToTop } from './ScrollToTop';

const meta = {
  title: 'Navigation/ScrollToTop',
  component: ScrollToTop,
  tags: ['autodocs'],
  // `label`: a translation key or any text (storybook/text.ts translatedArgs).
  args: { label: 'scrollToTop.label', onScrolledToTop: fn() },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <div>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i} style={{ margin: '0 0 160px' }}>
            {t('frontPage.debtsIntro')}
          </p>
        ))}
        <ScrollToTop {...translatedArgs(args, globals, ['label'])} />
      </div>
    );
  },
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

const anchor = (root: HTMLElement) => root.querySelector('[data-state]') as HTMLElement;

/** Appears after 400 px of scrolling on wide screens, and takes the page back up. */
export const FollowsScroll: Story = {
  play: async ({ canvasElement, args }) => {
    window.scrollTo(0, 0);
    await waitFor(() => expect(anchor(canvasElement)).toHaveAttribute('data-state', 'hidden'));
    window.scrollTo(0, 500);
    await waitFor(() => expect(anchor(canvasElement)).toHaveAttribute('data-state', 'visible'));
    if (window.innerWidth >= 960) {
      await userEvent.click(anchor(canvasElement).querySelector('button')!);
      await waitFor(() => expect(window.scrollY).toBe(0));
      await expect(args.onScrolledToTop).toHaveBeenCalled();
    }
  },
};

/** Shown (wide screens only), for screenshots. */
export const Visible: Story = { args: { visible: true } };
