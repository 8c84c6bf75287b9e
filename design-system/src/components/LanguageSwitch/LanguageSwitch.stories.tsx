import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { LanguageSwitch } from './LanguageSwitch';

interface Args {
  current: 'fi' | 'se' | 'en';
  onSelect: (id: string) => void;
}

const meta = {
  title: 'Navigation/LanguageSwitch',
  component: LanguageSwitch as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { current: 'fi', onSelect: fn() },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <LanguageSwitch
        {...args}
        label={t('language.label')}
        languages={[
          { id: 'fi', label: t('language.fi'), lang: 'fi' },
          { id: 'se', label: t('language.se'), lang: 'sv' },
          { id: 'en', label: t('language.en'), lang: 'en' },
        ]}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Finnish: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleName(/./);
    const [fi, se] = canvas.getAllByRole('button');
    await expect(fi).toHaveAttribute('aria-current', 'true');
    await expect(se).toHaveAttribute('lang', 'sv');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('se');
  },
};

export const Swedish: Story = { args: { current: 'se' } };
