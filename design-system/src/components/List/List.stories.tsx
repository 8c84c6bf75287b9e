import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { List, type ListProps } from './List';

const meta = {
  title: 'Typography/List',
  component: List,
  tags: ['autodocs'],
  args: { marker: true },
  render: (args: ListProps, { globals }) => {
    const t = storyText(globals);
    return (
      <List {...args}>
        <li>{t('footer.hoursMonThu')}</li>
        <li>{t('footer.hoursFri')}</li>
        <li>{t('footer.chatHours')}</li>
      </List>
    );
  },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Service hours on the help page. */
export const Bulleted: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Links without bullets. */
export const Plain: Story = {
  args: { marker: false },
  render: (args: ListProps, { globals }) => {
    const t = storyText(globals);
    return (
      <List {...args}>
        <li>
          <a href="tel:+358101234567">{t('footer.privatePhone')}</a>
        </li>
        <li>
          <a href="tel:+358101234568">{t('footer.companyPhone')}</a>
        </li>
      </List>
    );
  },
};

export const Numbered: Story = { args: { as: 'ol' } };
