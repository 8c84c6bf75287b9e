import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Button } from '../Button';
import { Card, type CardTone } from './Card';

interface Args {
  tone: CardTone;
  padding: 'normal' | 'compact';
  as: 'div' | 'section' | 'article';
  withFooter?: boolean;
}

const meta = {
  title: 'Layout/Card',
  component: Card as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { tone: 'default', padding: 'normal', as: 'section', withFooter: true },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'subtle', 'outlined', 'highlight'] },
  },
  render: ({ withFooter, ...args }, { globals }) => {
    const t = storyText(globals);
    return (
      <div style={{ maxWidth: 420 }}>
        <Card
          {...args}
          heading={t('helpCard.title')}
          footer={withFooter ? <Button variant="secondary">{t('helpCard.action')}</Button> : null}
        >
          <p style={{ margin: 0 }}>{t('helpCard.text')}</p>
        </Card>
      </div>
    );
  },
} satisfies Meta<Args>;

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
export const Outlined: Story = { args: { tone: 'outlined', withFooter: false } };
export const Highlight: Story = { args: { tone: 'highlight' } };
export const Compact: Story = { args: { padding: 'compact' } };
