import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Accordion } from './Accordion';

interface Args {
  type: 'single' | 'multiple';
  openFirst: boolean;
}

const meta = {
  title: 'Data/Accordion',
  component: Accordion as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { type: 'single', openFirst: false },
  render: ({ type, openFirst }, { globals }) => {
    const t = storyText(globals);
    const items = [1, 2, 3].map((n) => ({
      value: `q${n}`,
      title: t(`ds.faq.q${n}`),
      content: <p>{t(`ds.faq.a${n}`)}</p>,
    }));
    return type === 'single' ? (
      <Accordion type="single" items={items} defaultValue={openFirst ? 'q1' : undefined} />
    ) : (
      <Accordion type="multiple" items={items} defaultValue={openFirst ? ['q1', 'q2'] : []} />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
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

export const FirstOpen: Story = { args: { openFirst: true } };
export const Multiple: Story = { args: { type: 'multiple', openFirst: true } };
