import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { setByStory } from '../../storybook/args';
import { STORY_TODAY, storyLocale, storyText, translatedArgs } from '../../storybook/text';
import { DatePicker } from './DatePicker';
import { interactionTest } from '../../storybook/interaction';

/** The picker with its value in state, as a form holds it: `value` is the day it starts with. */
function Controlled({
  value: initialValue,
  onChange,
  ...props
}: ComponentProps<typeof DatePicker>) {
  const [value, setValue] = useState(initialValue);
  return (
    <DatePicker
      {...props}
      value={value}
      onChange={(next, detail) => {
        setValue(next);
        onChange(next, detail);
      }}
    />
  );
}

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  // On the docs page each story is framed: an open overlay covers only its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  // Weekdays only, not-allowed dates excluded, min tomorrow, max the last allowed day.
  args: {
    // Translation keys or any text (storybook/text.ts translatedArgs).
    label: 'datePicker.label',
    hint: 'datePicker.hint',
    placeholder: 'datePicker.placeholder',
    value: null,
    min: '2026-03-17',
    max: '2026-05-29',
    weekdaysOnly: true,
    disabledDates: ['2026-04-03', '2026-04-06'],
    defaultOpen: false,
    today: STORY_TODAY,
    onChange: fn(),
    // Filled in by the render from the locale toolbar.
    locale: 'fi-FI',
    labels: { openCalendar: '', previousMonth: '', nextMonth: '' },
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    ...setByStory(['labels', 'locale']),
  },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <div style={{ minHeight: 460 }}>
        <Controlled
          {...translatedArgs(args, globals, ['label', 'hint', 'placeholder', 'error'])}
          locale={storyLocale(globals)}
          labels={{
            openCalendar: t('datePicker.open'),
            previousMonth: t('datePicker.previousMonth'),
            nextMonth: t('datePicker.nextMonth'),
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`);

/** The whole calendar by keyboard: arrows, Home/End, PageDown, Enter; focus returns. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    const grid = await screen.findByRole('grid');
    await expect(grid).toHaveAccessibleName(/2026/);
    await waitFor(() => expect(day('2026-03-17')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(day('2026-03-18')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(day('2026-03-25')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(day('2026-03-23')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(day('2026-03-29')).toHaveFocus();
    // Sunday is not selectable: Enter does nothing.
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByRole('grid')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{PageDown}');
    await expect(day('2026-04-29')).toHaveFocus();
    await userEvent.keyboard('{PageUp}{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(
      '2026-03-27',
      expect.objectContaining({ reason: 'ok' }),
    );
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox')).toHaveValue('27.03.2026');
    await expect(button).toHaveFocus();
  },
};

/** Open on a chosen day (for screenshots). */
export const Open: Story = {
  args: { value: '2026-04-15', defaultOpen: true },
  play: async () => {
    const grid = await screen.findByRole('grid');
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    await expect(day('2026-04-15')?.parentElement).toHaveAttribute('aria-selected', 'true');
  },
};

/** Before min, weekends and excluded days cannot be chosen. */
export const Limits: Story = {
  args: { value: '2026-04-02', defaultOpen: true },
  play: async () => {
    await screen.findByRole('grid');
    await expect(day('2026-04-03')).toHaveAttribute('aria-disabled', 'true');
    await expect(day('2026-04-04')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Test: a refused day cannot be chosen, an allowed one can. */
export const ChoosingWithinLimits: Story = {
  tags: ['!dev', '!autodocs'],
  ...interactionTest,
  args: { value: '2026-04-02', defaultOpen: true },
  play: async ({ args }) => {
    await screen.findByRole('grid');
    await expect(day('2026-04-03')).toHaveAttribute('aria-disabled', 'true');
    await expect(day('2026-04-04')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day('2026-04-03')!);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(day('2026-04-07')!);
    await expect(args.onChange).toHaveBeenCalledWith(
      '2026-04-07',
      expect.objectContaining({ reason: 'ok' }),
    );
  },
};

/** Typing works too; a Saturday is refused with a reason. */
export const Typed: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '04.04.2026');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null, {
      text: '04.04.2026',
      reason: 'unavailable',
    });
    await userEvent.clear(input);
    await userEvent.type(input, '7.4.2026');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-04-07', {
      text: '7.4.2026',
      reason: 'ok',
    });
  },
};

export const WithError: Story = { args: { error: 'datePicker.unavailable', value: null } };

export const Disabled: Story = {
  args: { disabled: true, value: '2026-04-15' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};
