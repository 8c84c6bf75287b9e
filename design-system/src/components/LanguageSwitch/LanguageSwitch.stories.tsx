import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translatedArgs } from '../../storybook/text';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Navigation/LanguageSwitch',
  component: LanguageSwitch,
  tags: ['autodocs'],
  args: {
    // Labels: translation keys or any text (storybook/text.ts translatedArgs).
    label: 'language.label',
    languages: [
      { id: 'fi', label: 'language.fi', lang: 'fi' },
      { id: 'se', label: 'language.se', lang: 'sv' },
      { id: 'en', label: 'language.en', lang: 'en' },
    ],
    current: 'fi',
    onSelect: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    current: { control: 'inline-radio', options: ['fi', 'se', 'en'] },
  },
  render: ({ languages, ...args }, { globals }) => (
    <LanguageSwitch
      {...translatedArgs(args, globals, ['label'])}
      languages={languages.map((language) => translatedArgs(language, globals, ['label']))}
    />
  ),
} satisfies Meta<typeof LanguageSwitch>;

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
