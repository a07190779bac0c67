import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from './Text';

const meta = {
  title: 'Basics/Text',
  component: Text,
  args: { children: "We're sorry to hear you have a problem with your order. Let's get it resolved." },
  parameters: {
    docs: {
      description: {
        component:
          'Body copy on the domain font-size scale. Tones read at AA on the page and on cards in every merchant; use `muted` for secondary text and the palette tones only for short status text next to an icon or label.',
      },
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraph: Story = {};

export const Sizes: Story = {
  // The type scale is the same whatever the merchant's fonts and spacing.
  tags: ['play:every-merchant'],
  render: (args) => (
    <div>
      {(['xs', 'sm', 'md', 'base', 'lg'] as const).map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: Items will be shipped immediately
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = canvas.getAllByText(/Items will be shipped/).map((p) => getComputedStyle(p).fontSize);
    await expect(sizes).toEqual(['11px', '13px', '14px', '16px', '18px']);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div>
      {(['default', 'muted', 'brand', 'success', 'warning', 'danger'] as const).map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: Up to 5 business days
        </Text>
      ))}
    </div>
  ),
};

export const Inline: Story = {
  render: () => (
    <Text>
      Order{' '}
      <Text as="strong" weight="bold">
        #1042
      </Text>{' '}
      has{' '}
      <Text as="span" tone="muted">
        3 items
      </Text>
      .
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('#1042').tagName).toBe('STRONG');
  },
};
