import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text/Text';
import { Divider } from './Divider';

const meta = {
  title: 'Basics/Divider',
  component: Divider,
  parameters: {
    docs: {
      description: {
        component:
          'An `<hr>` between sections (announced as a separator), a vertical separator between items in a row, or a `decorative` line that assistive tech skips.',
      },
    },
  },
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BetweenSections: Story = {
  render: () => (
    <div>
      <Text>My Claim</Text>
      <Divider />
      <Text>Confirm Shipping Address</Text>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeInstanceOf(HTMLHRElement);
  },
};

export const Vertical: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center' }}>
      <Text as="span">Shipment 1</Text>
      <Divider orientation="vertical" />
      <Text as="span">Shipment 2</Text>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('separator')).toBeNull();
  },
};
