import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Basics/Skeleton',
  component: Skeleton,
  parameters: {
    docs: {
      description: {
        component:
          'Placeholders in the shape of the content that is loading, hidden from assistive tech: set `aria-busy` on the loading region (and a labelled Spinner for long waits).',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderItem: Story = {
  render: () => (
    <div
      aria-busy="true"
      style={{ display: 'grid', gridTemplateColumns: '64px 1fr', gap: 12, maxWidth: 420 }}
    >
      <Skeleton shape="block" width={64} height={64} />
      <Skeleton lines={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const placeholders = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(placeholders.length).toBeGreaterThanOrEqual(2);
  },
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" width={40} height={40} />
      <Skeleton shape="block" width={120} height={40} />
      <Skeleton width={160} />
    </div>
  ),
};
