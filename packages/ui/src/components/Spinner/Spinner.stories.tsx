import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Basics/Spinner',
  component: Spinner,
  args: { label: 'Loading your order' },
  parameters: {
    docs: {
      description: {
        component:
          'With a `label` it is a polite status ("Loading your order"); without one it is decorative (Button uses it that way while `loading`). With reduced motion it stops turning.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Announced: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your order');
  },
};

export const WithVisibleLabel: Story = { args: { showLabel: true, size: 'lg' } };

export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
