import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PortalPreview } from '../../stories/PortalPreview';
import { arriveAt, findPageHeading } from '../../stories/queries';
import { resolutionCopy } from '../resolution/ResolutionPage';
import { shipmentDetailsCopy } from './ShipmentDetailsPage';
import { shipmentsCopy } from './ShipmentsPage';

const meta = {
  title: 'Portal/Shipments',
  component: PortalPreview,
  args: { path: '/issues/shipment', orderNumber: '1002' },
  parameters: {
    docs: {
      description: {
        component:
          'The "Haven\'t received my order" path: pick the shipments, then say what happened to each. Shipments that cannot be claimed are shown with the reason.',
      },
    },
  },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralShipments: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, shipmentsCopy.title);
    await expect(canvas.getByText('Your order was sent in 3 different deliveries.')).toBeVisible();
    const tooSoon = canvas.getByRole('checkbox', { name: 'Shipment 3 of 3' });
    await expect(tooSoon).toHaveAttribute('aria-disabled', 'true');
    await expect(tooSoon).toHaveAccessibleDescription(
      expect.stringContaining('You can file a claim for this shipment from'),
    );
    await expect(canvas.getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(3);
  },
};

export const NothingSelected: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, shipmentsCopy.title);
    await userEvent.click(canvas.getByRole('button', { name: shipmentsCopy.continue }));
    await expect(await canvas.findByText(shipmentsCopy.missingChoice)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Shipment 1 of 3' })).toHaveFocus();
  },
};

export const DescribeAShipment: Story = {
  // Ends on another page, which its own stories capture (README, Stories).
  tags: ['screenshot:none'],
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, shipmentsCopy.title);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Shipment 2 of 3' }));
    await userEvent.click(canvas.getByRole('button', { name: shipmentsCopy.continue }));
    await arriveAt(canvas, userEvent, shipmentDetailsCopy.title(1));
    await userEvent.click(canvas.getByRole('button', { name: shipmentDetailsCopy.continue }));
    await expect(await canvas.findByText(shipmentDetailsCopy.missingIssue)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Tracking not moving' }));
    await userEvent.type(canvas.getByRole('textbox'), 'No update for a week.');
    await userEvent.click(canvas.getByRole('button', { name: shipmentDetailsCopy.continue }));
    await arriveAt(canvas, userEvent, resolutionCopy.title);
  },
};
