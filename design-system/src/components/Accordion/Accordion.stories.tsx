import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { translatedText } from '../../storybook/text';
import { Accordion } from './Accordion';
import { interactionTest } from '../../storybook/interaction';

/** Three FAQ items; `title` and `content` are translation keys (or any text) in these stories. */
const items = [1, 2, 3].map((n) => ({
  value: `q${n}`,
  title: `ds.faq.q${n}`,
  content: `ds.faq.a${n}`,
}));

const meta = {
  title: 'Data/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { type: 'single', items },
  argTypes: {
    items: {
      description:
        "The questions: each item's `title` is the heading's button, `content` the answer; `value` identifies it. In these stories `title` and `content` are translation keys or text (the answer shown in a paragraph).",
    },
  },
  render: (args, { globals }) => (
    <Accordion
      {...args}
      items={args.items.map((item) => ({
        ...item,
        title: typeof item.title === 'string' ? translatedText(item.title, globals) : item.title,
        content:
          typeof item.content === 'string' ? (
            <p>{translatedText(item.content, globals)}</p>
          ) : (
            item.content
          ),
      }))}
    />
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Test: Enter opens the first answer, Down arrow moves on, Space opens the second and closes the first. */
export const OpeningByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  ...interactionTest,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('button') as [HTMLElement, HTMLElement];
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

export const FirstOpen: Story = { args: { defaultValue: 'q1' } };
export const Multiple: Story = { args: { type: 'multiple', defaultValue: ['q1', 'q2'] } };
