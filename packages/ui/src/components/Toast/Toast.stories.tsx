import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { createToastQueue, showToast, ToastRegion } from './Toast';

// A queue of its own, so these stories never show the app's toasts (or each other's).
const queue = createToastQueue();

const meta = {
  title: 'Basics/Toast',
  component: ToastRegion,
  args: { queue },
  tags: ['screenshot:page'],
  beforeEach: () => {
    queue.clear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Brief feedback that does not need an answer ("Message sent"). Render `<ToastRegion />` once near the root and call `showToast({ title, description, tone })`. Built on react-aria\'s toast region: a landmark (F6), polite announcements, timers paused on hover and focus. Toasts close by themselves after 6 s, except `danger`, which waits to be dismissed. Do not put the only copy of important information in a toast.',
      },
    },
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndDismiss: Story = {
  render: (args) => (
    <>
      <Button
        onClick={() => showToast({ title: 'Message sent', tone: 'success' }, { timeout: 60_000 }, queue)}
      >
        Send message
      </Button>
      <ToastRegion {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const region = await page.findByRole('region', { name: 'Notifications' });
    await expect(within(region).getByText('Message sent')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(page.queryByRole('region', { name: 'Notifications' })).toBeNull());
  },
};

export const ErrorStaysUntilDismissed: Story = {
  render: (args) => <ToastRegion {...args} />,
  play: async ({ canvasElement }) => {
    showToast(
      {
        title: 'Upload failed',
        description: 'photo-2.jpg could not be uploaded. Try again.',
        tone: 'danger',
      },
      {},
      queue,
    );
    const page = within(canvasElement.ownerDocument.body);
    const toast = await page.findByText('Upload failed');
    await expect(toast).toBeVisible();
    await expect(queue.visibleToasts[0]?.timeout).toBeUndefined();
  },
};

export const Stacked: Story = {
  render: (args) => <ToastRegion {...args} />,
  play: async ({ canvasElement }) => {
    showToast({ title: 'Photo added', tone: 'info' }, { timeout: 60_000 }, queue);
    showToast({ title: 'Address updated', tone: 'neutral' }, { timeout: 60_000 }, queue);
    showToast({ title: 'Saved for later', tone: 'warning' }, { timeout: 60_000 }, queue);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Saved for later')).toBeVisible();
    await expect(page.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(3);
  },
};
