import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translatedArgs, translatedText } from '../../storybook/text';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    tone: 'default',
    padding: 'normal',
    as: 'section',
    // Translation keys or any text (storybook/text.ts translatedArgs).
    heading: 'helpCard.title',
    // In these stories the text of a paragraph, not a node.
    children: 'helpCard.text',
    // In these stories the label of a secondary Button, not a node.
    footer: 'helpCard.action',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'subtle', 'outlined', 'highlight'] },
    heading: { control: 'text' },
    children: { control: 'text', description: 'In these stories: the text of a paragraph.' },
    footer: {
      control: 'text',
      description: 'Actions at the bottom of the card. In these stories: the label of a Button.',
    },
  },
  render: ({ children, footer, ...args }, { globals }) => {
    const text = (value: typeof children) =>
      typeof value === 'string' ? translatedText(value, globals) : value;
    return (
      <div style={{ maxWidth: 420 }}>
        <Card
          {...translatedArgs(args, globals, ['heading'])}
          footer={
            typeof footer === 'string' ? (
              <Button variant="secondary">{text(footer)}</Button>
            ) : (
              footer
            )
          }
        >
          <p style={{ margin: 0 }}>{text(children)}</p>
        </Card>
      </div>
    );
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(canvas.getByRole('region')).toHaveAccessibleName(heading.textContent ?? '');
  },
};
export const Subtle: Story = { args: { tone: 'subtle' } };
export const Outlined: Story = { args: { tone: 'outlined', footer: undefined } };
export const Highlight: Story = { args: { tone: 'highlight' } };
export const Compact: Story = { args: { padding: 'compact' } };
