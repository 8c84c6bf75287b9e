import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Button } from '../Button';
import { Stack, type StackProps } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { gap: 4, direction: 'vertical' },
  argTypes: {
    gap: { control: { type: 'range', min: 0, max: 8 } },
    direction: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
  render: (args: StackProps, { globals }) => {
    const t = storyText(globals);
    return (
      <Stack {...args}>
        <p>{t('home.intro')}</p>
        <Button variant="secondary">{t('common.cancel')}</Button>
        <Button>{t('common.continue')}</Button>
      </Stack>
    );
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: 16 px between page parts. */
export const Vertical: Story = {
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    const [first, second] = buttons.map((button) => button.getBoundingClientRect());
    await expect(Math.round(second!.top - first!.bottom)).toBe(16);
  },
};

/** A wider gap (24 px), as between the filters and the results of the help page. */
export const WideGap: Story = { args: { gap: 5 } };

/** A row of dialog actions: wraps on narrow screens, aligned to the end. */
export const HorizontalActions: Story = {
  args: { direction: 'horizontal', gap: 3, wrap: true, justify: 'end' },
  render: (args: StackProps, { globals }) => {
    const t = storyText(globals);
    return (
      <Stack {...args}>
        <Button variant="secondary">{t('sessionExpiring.logout')}</Button>
        <Button>{t('sessionExpiring.continue')}</Button>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement)
      .getAllByRole('button')
      .map((button) => button.getBoundingClientRect());
    await expect(second!.left).toBeGreaterThan(first!.right);
  },
};

/** As a form element: the form keeps its role and gets the spacing. */
export const AsForm: Story = {
  render: (_, { globals }) => {
    const t = storyText(globals);
    return (
      <Stack as="form" aria-label={t('login.caseTab')} onSubmit={(e) => e.preventDefault()}>
        <p>{t('login.strongIntro')}</p>
        <Button type="submit">{t('login.submit')}</Button>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form')).toBeVisible();
  },
};

/** Running text at reading width (the privacy notice). */
export const Prose: Story = {
  args: { measure: 'prose', as: 'article' },
  render: (args: StackProps, { globals }) => {
    const t = storyText(globals);
    return (
      <Stack {...args}>
        <p>{t('privacy.intro')}</p>
        <p>{t('privacy.controller.text')}</p>
      </Stack>
    );
  },
};
