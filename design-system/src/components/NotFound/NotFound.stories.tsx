import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { NotFound } from './NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  // Brings its own landmark: no <main> around it (.storybook/preview.tsx).
  parameters: { layout: 'fullscreen', mainLandmark: false },
  render: (_, { globals }) => {
    const t = storyText(globals);
    return (
      <NotFound
        title={t('notFound.title')}
        text={t('notFound.text')}
        actionLabel={t('notFound.action')}
        href="#/"
      />
    );
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {} as never,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#/');
  },
};
