import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'Basics/Heading',
  component: Heading,
  args: { level: 1, children: 'Get a resolution for your order in minutes' },
  parameters: {
    docs: {
      description: {
        component:
          "Headings in the merchant's headline font, sizes (`headlineFontSizes`), letter spacing and text transform. `level` is the outline (one h1 per page, no skipped levels); `size` borrows another level's look when the design needs it.",
      },
    },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {};

export const Levels: Story = {
  // The merchant's headline sizes (Ironworks sets its own) must keep the levels in order.
  tags: ['play:every-merchant'],
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading level={1}>What's happening with your order?</Heading>
      <Heading level={2}>Select items with issues</Heading>
      <Heading level={3}>Preferred Resolution for Issues</Heading>
      <Heading level={4}>Confirm Shipping Address</Heading>
      <Heading level={5}>Shipment 2 of 3</Heading>
      <Heading level={6}>Fine print</Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await expect(canvas.getAllByRole('heading', { level })).toHaveLength(1);
    }
    const [h1, h6] = [canvas.getByRole('heading', { level: 1 }), canvas.getByRole('heading', { level: 6 })];
    await expect(Number.parseFloat(getComputedStyle(h1).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(h6).fontSize),
    );
  },
};

export const SizeOfAnotherLevel: Story = {
  args: { level: 2, size: 'h1', children: 'Review and complete your claim.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Review and complete your claim.',
    );
  },
};
