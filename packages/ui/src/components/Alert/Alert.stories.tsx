import { BadgeTone } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Alert, Callout } from './Alert';

const meta = {
  title: 'Basics/Alert',
  component: Alert,
  args: {
    tone: 'danger',
    title: 'We could not find your order',
    children: 'Check the order number and the email address you used at checkout.',
  },
  parameters: {
    docs: {
      description: {
        component:
          '`Alert` announces itself: `danger` interrupts (role alert), other tones wait (role status). Render it when the message appears, not hidden in advance. `Callout` is the same box for notes that are part of the page (no live role). The icon tells tones apart without colour.',
      },
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not find your order');
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Claim submitted', children: 'We sent a confirmation to your email.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Claim submitted');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WithActions: Story = {
  args: {
    tone: 'warning',
    title: 'Your session expired',
    children: 'Your answers are saved on this device.',
    actions: (
      <Button size="sm" variant="secondary">
        Continue
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toContainElement(
      canvas.getByRole('button', { name: 'Continue' }),
    );
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {BadgeTone.options.map((tone) => (
        <Callout key={tone} tone={tone} title={`${tone} callout`}>
          Carriers sometimes mark packages delivered before they arrive.
        </Callout>
      ))}
    </div>
  ),
};

export const CalloutIsNotAnnounced: Story = {
  render: () => (
    <Callout tone="info">
      Our policy allows unreceived-package claims immediately after delivery, because carriers sometimes mark
      packages as delivered early.
    </Callout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
