import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { TextField } from '../TextField';
import { Columns, type ColumnsProps } from './Columns';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  tags: ['autodocs'],
  args: { ratio: '2:1' },
  argTypes: { ratio: { control: 'inline-radio', options: ['1:1', '2:1'] } },
  render: (args: ColumnsProps, { globals }) => {
    const t = storyText(globals);
    return (
      <Columns {...args}>
        <TextField label={t('help.search')} hint={t('help.searchHint')} type="search" />
        <TextField label={t('faq.category')} />
      </Columns>
    );
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The help page's filters: search wider than the category. */
export const TwoToOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox').getBoundingClientRect();
    const category = canvas.getByRole('textbox').getBoundingClientRect();
    // Side by side from 600 px on (the test runner's window is wider): twice as wide, less the gap.
    if (window.innerWidth >= 600) await expect(search.width).toBeGreaterThan(category.width * 1.5);
  },
};

export const Equal: Story = { args: { ratio: '1:1' } };
