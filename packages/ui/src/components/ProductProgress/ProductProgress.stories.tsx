import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductProgress } from './ProductProgress';

const meta = {
  title: 'Claims/ProductProgress',
  component: ProductProgress,
  args: { current: 2, total: 5 },
  parameters: {
    docs: {
      description: {
        component:
          'The item issue modal’s “Product n / total”: a native progress bar named by that text. Screen readers announce the name and the percentage; the visible text is not read twice.',
      },
    },
  },
} satisfies Meta<typeof ProductProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('progressbar', { name: 'Product 2 / 5' });
    await expect(progress).toHaveAttribute('value', '2');
    await expect(progress).toHaveAttribute('max', '5');
    await expect(canvas.getByText('Product 2 / 5')).toBeVisible();
  },
};

export const OnlyProduct: Story = {
  args: { current: 1, total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Product 1 / 1' })).toHaveAttribute('value', '1');
  },
};

export const LastOfMany: Story = {
  args: { current: 12, total: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Product 12 / 12' })).toBeVisible();
  },
};

/** The portal may word it differently; the progress bar takes the same text as its name. */
export const OwnWording: Story = {
  args: { current: 3, total: 4, formatLabel: (current, total) => `Item ${current} of ${total}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Item 3 of 4' })).toBeVisible();
  },
};
