import type { Order } from '@orderprotection/domain';
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

/** Order 1002 with a claim filed earlier for all of the items of some of its shipments. */
function claimedBefore(...fulfillmentIds: string[]): (order: Order) => Order {
  return (order) => ({
    ...order,
    existingClaims: [
      {
        id: 'earlier-claim',
        items: order.fulfillments
          .filter((fulfillment) => fulfillmentIds.includes(fulfillment.id))
          .flatMap((fulfillment) =>
            fulfillment.items.map((line) => ({
              sourceItemId: line.item,
              quantity: line.quantity,
              sourceFulfillmentId: fulfillment.sourceFulfillmentId,
            })),
          ),
      },
    ],
  });
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, multipleShipmentsCopy.title);
    await expect(
      canvas.getByText(
        'This order was sent in 3 shipments. 2 of them can be claimed now; the other says why not.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('In transit')).toBeVisible();
    await expect(canvas.getByText(/You can file a claim for this shipment from/)).toBeVisible();
    // The counts the other stories' orders do not have read true too.
    const sentences: [number, number, string][] = [
      [2, 2, 'This order was sent in 2 shipments. Both can be claimed now.'],
      [2, 1, 'This order was sent in 2 shipments. 1 of them can be claimed now; the other says why not.'],
      [1, 1, 'This order was sent in 1 shipment. It can be claimed now.'],
      [1, 0, 'This order was sent in 1 shipment. It cannot be claimed now; the shipment says why.'],
    ];
    for (const [shipments, claimable, sentence] of sentences) {
      await expect(multipleShipmentsCopy.subtitle(shipments, claimable)).toBe(sentence);
    }
  },
};

export const AllClaimable: Story = {
  args: {
    // The third parcel arrived with the first, so its waiting days are over too.
    adjustOrder: (order) => {
      const [first] = order.fulfillments;
      return {
        ...order,
        fulfillments: order.fulfillments.map((fulfillment) =>
          fulfillment.id === 'f-1002-3'
            ? { ...fulfillment, shippedAt: first?.shippedAt, deliveredAt: first?.deliveredAt }
            : fulfillment,
        ),
      };
    },
  },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, multipleShipmentsCopy.title);
    await expect(
      canvas.getByText('This order was sent in 3 shipments. All of them can be claimed now.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/You can file a claim for this shipment from/)).toBeNull();
  },
};

export const OneClaimable: Story = {
  args: { adjustOrder: claimedBefore('f-1002-2') },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, multipleShipmentsCopy.title);
    await expect(
      canvas.getByText(
        'This order was sent in 3 shipments. 1 of them can be claimed now; the others say why not.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Everything in this shipment is already part of a claim.')).toBeVisible();
  },
};

export const NoneClaimable: Story = {
  args: { adjustOrder: claimedBefore('f-1002-1', 'f-1002-2') },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, multipleShipmentsCopy.title);
    await expect(
      canvas.getByText('This order was sent in 3 shipments. None of them can be claimed now; each says why.'),
    ).toBeVisible();
    await expect(canvas.getAllByText('Everything in this shipment is already part of a claim.')).toHaveLength(
      2,
    );
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
