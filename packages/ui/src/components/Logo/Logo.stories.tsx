import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoStoreName } from '../../demo-merchants';
import { Logo } from './Logo';

const meta = {
  title: 'Basics/Logo',
  component: Logo,
  // The play functions look for the merchant's store name, and for its logo where it has one.
  tags: ['play:every-merchant'],
  args: { alt: 'Store name' },
  render: (args, { globals }) => <Logo {...args} alt={demoStoreName(globals)} />,
  parameters: {
    docs: {
      description: {
        component:
          "The merchant's `logoUrl` at their mobile and desktop `logoWidths`, with the store's name as alt text. A store without a logo gets its name in the headline font. Give `href` to link it to the start of the flow.",
      },
    },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromBranding: Story = {
  play: async ({ canvas, globals }) => {
    const name = demoStoreName(globals);
    const image = canvas.queryByRole('img', { name });
    await expect(image ?? canvas.getByText(name)).toBeVisible();
  },
};

export const Wordmark: Story = {
  render: (args, { globals }) => <Logo {...args} alt={demoStoreName(globals)} src="" />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText(demoStoreName(globals))).toBeVisible();
  },
};

export const LinkHome: Story = {
  args: { href: '#start' },
  play: async ({ canvas, globals, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: demoStoreName(globals) });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#start');
  },
};
