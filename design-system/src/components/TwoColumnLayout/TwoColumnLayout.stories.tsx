import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cents } from '@portal/openapi/money';
import { storyLocale, storyText } from '../../storybook/text';
import { setByStory } from '../../storybook/args';
import { storyDebtStates } from '../../storybook/debt-states';
import { formatEuroCents } from '../../format';
import { Button } from '../Button';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { StateLabel } from '../StateLabel';
import { Tabs } from '../Tabs';
import { Text } from '../Text';
import { TwoColumnLayout } from './TwoColumnLayout';

const meta = {
  title: 'Layout/TwoColumnLayout',
  component: TwoColumnLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  // The columns' content is the page that each story renders.
  args: { narrow: 'start', start: null, end: null },
  argTypes: {
    narrow: { control: 'inline-radio', options: ['start', 'end'] },
    ...setByStory(['start', 'end'], 'the story (a page)'),
  },
  render: (args, { globals }) => {
    const t = storyText(globals);
    const { colorGroup, ended } = storyDebtStates[4];
    return (
      <TwoColumnLayout
        {...args}
        style={{ padding: 16 }}
        start={
          <Card as="section" heading={t('summary.title')}>
            <Stack gap={3}>
              <StateLabel colorGroup={colorGroup} ended={ended}>
                {t('debtState.4')}
              </StateLabel>
              <Text size="xl" weight="bold" numeric>
                {formatEuroCents(cents(110000), storyLocale(globals))}
              </Text>
              <Button variant="payNow" fullWidth>
                {t('button.payNow')}
              </Button>
            </Stack>
          </Card>
        }
        end={
          <Tabs
            aria-label={t('nav.debt')}
            items={[
              {
                value: 'debt',
                label: t('nav.debt'),
                content: <Text>{t('privacy.data.text')}</Text>,
              },
              {
                value: 'plan',
                label: t('nav.paymentPlan'),
                content: <Text>{t('privacy.purposes.text')}</Text>,
              },
              {
                value: 'payments',
                label: t('payments.table.caption'),
                content: <Text>{t('payments.table.empty')}</Text>,
              },
            ]}
          />
        }
      />
    );
  },
} satisfies Meta<typeof TwoColumnLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The single-debt view: summary and actions left, tabs right from 960 px on; one column (the
 * summary first) below it.
 */
export const DebtView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: /./ }).getBoundingClientRect();
    const tabs = canvas.getByRole('tablist').getBoundingClientRect();
    if (window.innerWidth >= 960) {
      await expect(tabs.left).toBeGreaterThan(summary.right);
      await expect(summary.width).toBeLessThan(tabs.width);
    } else {
      await expect(tabs.top).toBeGreaterThan(summary.bottom);
    }
  },
};

/** The login home's shape: a wide start column and the login card at a fixed width. */
export const NarrowEnd: Story = {
  args: { narrow: 'end' },
  render: (args, { globals }) => {
    const t = storyText(globals);
    return (
      <TwoColumnLayout
        {...args}
        style={{ padding: 16 }}
        start={
          <Stack gap={3}>
            <Heading level={1} tone="brand">
              {t('home.title')}
            </Heading>
            <Text size="lg" measure="short">
              {t('home.intro')}
            </Text>
          </Stack>
        }
        end={
          <Card as="section" heading={t('login.title')}>
            <Text>{t('login.strongIntro')}</Text>
          </Card>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region').getBoundingClientRect();
    if (window.innerWidth >= 960) await expect(card.width).toBeLessThanOrEqual(460);
  },
};
