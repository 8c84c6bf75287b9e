import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FormatLocale } from '../../format';
import { STORY_TODAY, storyLocale, storyText } from '../../storybook/text';
import { DatePicker, type DateInputReason } from './DatePicker';

interface Args {
  initialValue: string | null;
  min?: string;
  max?: string;
  weekdaysOnly: boolean;
  disabledDates: string[];
  defaultOpen: boolean;
  disabled?: boolean;
  withError?: boolean;
  onChange: (value: string | null, detail: { text: string; reason: DateInputReason }) => void;
}

function Demo({
  initialValue,
  onChange,
  t,
  locale,
  withError,
  ...args
}: Args & { t: (key: string) => string; locale: FormatLocale }) {
  const [value, setValue] = useState(initialValue);
  return (
    <DatePicker
      {...args}
      value={value}
      onChange={(next, detail) => {
        setValue(next);
        onChange(next, detail);
      }}
      today={STORY_TODAY}
      locale={locale}
      label={t('datePicker.label')}
      hint={t('datePicker.hint')}
      placeholder={t('datePicker.placeholder')}
      error={withError ? t('datePicker.unavailable') : undefined}
      labels={{
        openCalendar: t('datePicker.open'),
        previousMonth: t('datePicker.previousMonth'),
        nextMonth: t('datePicker.nextMonth'),
      }}
    />
  );
}

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  // On the docs page each story is framed: an open overlay covers only its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  // Spec 5: weekdays only, not-allowed dates excluded, min tomorrow, max the last allowed day.
  args: {
    initialValue: null,
    min: '2026-03-17',
    max: '2026-05-29',
    weekdaysOnly: true,
    disabledDates: ['2026-04-03', '2026-04-06'],
    defaultOpen: false,
    onChange: fn(),
  },
  render: (args, { globals }) => (
    <div style={{ minHeight: 460 }}>
      <Demo {...args} t={storyText(globals)} locale={storyLocale(globals)} />
    </div>
  ),
} satisfies Meta<Args>;

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
  args: { initialValue: '2026-04-15', defaultOpen: true },
  play: async () => {
    const grid = await screen.findByRole('grid');
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    await expect(day('2026-04-15')?.parentElement).toHaveAttribute('aria-selected', 'true');
  },
};

/** Before min, weekends and excluded days cannot be chosen. */
export const Limits: Story = {
  args: { initialValue: '2026-04-02', defaultOpen: true },
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

export const WithError: Story = { args: { withError: true, initialValue: null } };

export const Disabled: Story = {
  args: { disabled: true, initialValue: '2026-04-15' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};
