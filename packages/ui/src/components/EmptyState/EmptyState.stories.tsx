import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Basics/EmptyState',
  component: EmptyState,
  args: {
    title: 'No messages yet',
    description: 'Questions about your claim? Write to the store here and they will answer by email.',
    icon: '✉',
    actions: <Button variant="secondary">Write a message</Button>,
  },
  parameters: {
    docs: {
      description: {
        component:
          'What an empty list or page shows, and the way forward. `headingLevel` fits the title into the page outline (2 by default).',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoMessages: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No messages yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Write a message' })).toBeEnabled();
  },
};

export const TitleOnly: Story = { args: { description: undefined, icon: undefined, actions: undefined } };
