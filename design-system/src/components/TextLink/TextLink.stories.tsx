import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { TextLink, type TextLinkProps } from './TextLink';

const meta = {
  title: 'Navigation/TextLink',
  component: TextLink,
  tags: ['autodocs'],
  args: { href: '#/help', children: '' },
  render: (args: TextLinkProps, { globals }) => (
    <TextLink {...args}>{storyText(globals)('login.help')}</TextLink>
  ),
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '#/help');
  },
};

/** The login card's help link: on its own line, medium weight. */
export const Standalone: Story = { args: { standalone: true, weight: 'medium' } };

/** With the portal's link renderer (here a stand-in that adds the hash). */
export const WithRenderLink: Story = {
  args: {
    href: '/help',
    renderLink: ({ href, children, ...props }) => (
      <a href={`#${href}`} {...props}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '#/help');
  },
};
