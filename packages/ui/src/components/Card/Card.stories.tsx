import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Card } from './Card';

const meta = {
  title: 'Basics/Card',
  component: Card,
  args: {
    children: (
      <>
        <Heading level={2} size="h4">
          Shipment 1
        </Heading>
        <Text tone="muted">In transit</Text>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A surface for related content. Text tokens are AA on it. Use `as="section"` with `aria-labelledby` when it is a region of the page, `as="li"` inside a list.',
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Elevated: Story = { args: { elevated: true, padding: 'lg' } };

export const AsRegion: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'my-claim',
    children: (
      <>
        <Heading level={2} size="h4" id="my-claim">
          My Claim
        </Heading>
        <Text>2 items with issues</Text>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'My Claim' })).toBeVisible();
  },
};
