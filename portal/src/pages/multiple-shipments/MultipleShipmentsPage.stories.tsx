import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PortalPreview } from '../../stories/PortalPreview';
import { arriveAt, findPageHeading } from '../../stories/queries';
import { issuesCopy } from '../issues/IssuesPage';
import { multipleShipmentsCopy } from './MultipleShipmentsPage';

const meta = {
  title: 'Portal/Multiple shipments',
  component: PortalPreview,
  args: { path: '/multiple-shipments', orderNumber: '1002' },
  parameters: {
    docs: {
      description: {
        component:
          'An order sent in several parcels: each with its tracking and state, and why some cannot be claimed yet.',
      },
    },
  },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, multipleShipmentsCopy.title);
    await expect(canvas.getByText(/2 shipments can be claimed now/)).toBeVisible();
    await expect(canvas.getByText('In transit')).toBeVisible();
    await expect(canvas.getByText(/You can file a claim for this shipment from/)).toBeVisible();
  },
};

export const ContinueToTheIssues: Story = {
  // Ends on another page, which its own stories capture (README, Stories).
  tags: ['screenshot:none'],
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, multipleShipmentsCopy.title);
    await userEvent.click(canvas.getByRole('link', { name: multipleShipmentsCopy.continue }));
    await arriveAt(canvas, userEvent, issuesCopy.title);
  },
};
