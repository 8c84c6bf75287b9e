import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { NotFound } from './NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  // Brings its own landmark: no <main> around it (.storybook/preview.tsx).
  parameters: { layout: 'fullscreen', mainLandmark: false },
  // Translation keys or any text (storybook/text.ts translatedArgs).
  args: {
    title: 'notFound.title',
    text: 'notFound.text',
    actionLabel: 'notFound.action',
    href: '#/',
  },
  render: (args, { globals }) => (
    <NotFound {...translatedArgs(args, globals, ['title', 'text', 'actionLabel'])} />
  ),
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#/');
  },
};
