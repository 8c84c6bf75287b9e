import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { Card } from '../Card';
import { Text } from '../Text';
import { CardGrid } from './CardGrid';

const creditors = ['Kodinkone Oy', 'Sähkö Oy', 'Kuntosali Oy', 'Lehtitalo Oy', 'Vuokra-asunnot Oy'];

const meta = {
  title: 'Layout/CardGrid',
  component: CardGrid,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <CardGrid {...args} aria-label={t('frontPage.tabs.debts')}>
        {creditors.map((creditor) => (
          <li key={creditor}>
            <Card heading={creditor} headingLevel={2}>
              <Text>{t('debtState.3')}</Text>
            </Card>
          </li>
        ))}
      </CardGrid>
    );
  },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five debt cards: one column on a phone, two from 600 px, three from 1264 px. */
export const FiveCards: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    const [first, second] = items.map((item) => item.getBoundingClientRect());
    // Side by side from 600 px, one below the other on a phone.
    if (window.innerWidth >= 600) await expect(second!.top).toBe(first!.top);
    else await expect(second!.top).toBeGreaterThan(first!.bottom);
  },
};
