import { DEFAULT_TRACKING_BASE_URL, type Fulfillment } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, fn } from 'storybook/test';
import { sampleOrder } from '../../internal/fixtures/sampleOrder';
import { Heading } from '../Heading/Heading';
import { ShipmentCard } from './ShipmentCard';

function sampleFulfillment(id: string): Fulfillment {
  const fulfillment = sampleOrder.fulfillments.find((candidate) => candidate.id === id);
  if (fulfillment === undefined) throw new Error(`No sample fulfillment "${id}"`);
  return fulfillment;
}

const delivered = sampleFulfillment('ful_1');
const inTransit = sampleFulfillment('ful_2');
const tooSoon = sampleFulfillment('ful_3');

// Side by side, so the whole page fits the 960 × 720 screenshot.
const list: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  alignItems: 'start',
  gap: 12,
};

/** What a pointer hits at the middle of `element`: user-event dispatches to whatever it is given. */
function hitAtCentre(element: Element): Element | null {
  const box = element.getBoundingClientRect();
  return element.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
}

const meta = {
  title: 'Claims/ShipmentCard',
  component: ShipmentCard,
  args: {
    fulfillment: delivered,
    orderItems: sampleOrder.orderItems,
    currency: sampleOrder.currency,
    title: 'Shipment 1 of 3',
    timeZone: 'America/New_York',
  },
  // One card at the width of the portal's column; the page story sets its own (`parameters.maxWidth`).
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.maxWidth ?? 560 }}>{Story()}</div>,
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A shipment: carrier, tracking numbers linking to the tracking page (the shipment’s or store’s tracking URL, else the base address plus the number; new tab, announced), status label, “In transit” or “Delivered” with its date, and the items it holds. `selectable` makes it a checkbox card for the shipments page; `disabledReason` (the portal’s words: too soon, expired, already claimed) keeps it focusable but not selectable and reads the reason with it.',
      },
    },
  },
} satisfies Meta<typeof ShipmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delivered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Shipment 1 of 3' })).toBeVisible();
    await expect(canvas.getByText('Mar 2, 2026')).toHaveAttribute('datetime', '2026-03-02');
    await expect(canvas.getByText('Mar 2, 2026').parentElement).toHaveTextContent('Delivered Mar 2, 2026');
    await expect(canvas.getByText('UPS')).toBeVisible();
    const link = canvas.getByRole('link', { name: '1Z999AA10123456784 (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', `${DEFAULT_TRACKING_BASE_URL}1Z999AA10123456784`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
    await expect(canvas.getByText('Tracking number')).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Ceramic Pour-Over Mug'),
      expect.stringContaining('Organic Cotton Tee'),
    ]);
  },
};

/** The first number has the store's link for it; the second falls back to the base address. */
export const InTransitWithTwoTrackingNumbers: Story = {
  args: { fulfillment: inTransit, title: 'Shipment 2 of 3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In transit')).toBeVisible();
    await expect(canvas.getByText('Tracking numbers')).toBeVisible();
    await expect(canvas.getByText('In Transit')).toBeVisible();
    const [first, second] = canvas.getAllByRole('link');
    await expect(first).toHaveAttribute('href', inTransit.trackingUrl[0]);
    await expect(second).toHaveAttribute('href', `${DEFAULT_TRACKING_BASE_URL}9400111899223197428506`);
  },
};

export const StoreTrackingPage: Story = {
  args: { storeTrackingUrl: 'https://track.example-store.com/orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /1Z999AA10123456784/ })).toHaveAttribute(
      'href',
      'https://track.example-store.com/orders',
    );
  },
};

/** A status this version does not know reads in title case; a ship date still makes it "In transit". */
export const UnknownStatus: Story = {
  args: {
    fulfillment: { ...inTransit, fulfillmentStatus: 'HELD_AT_CUSTOMS', trackingNumber: ['CX123456789'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Held At Customs')).toBeVisible();
    await expect(canvas.getByText('In transit')).toBeVisible();
  },
};

/** Not shipped yet: neither of the spec's two states applies, so only the status is shown. */
export const NotShippedYet: Story = {
  args: {
    fulfillment: {
      ...delivered,
      fulfillmentStatus: 'LABEL_PRINTED',
      shippedAt: null,
      deliveredAt: null,
      trackingNumber: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Label Printed')).toBeVisible();
    await expect(canvas.queryByText(/^(In transit|Delivered)/)).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Selectable: Story = {
  // What a pointer hits depends on where the merchant's fonts wrap the card.
  tags: ['play:every-merchant'],
  args: { selectable: true, onSelectedChange: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Shipment 1 of 3' });
    await expect(checkbox).toHaveAccessibleDescription('Delivered Mar 2, 2026');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(true);
    // The tracking link stays a link: it sits above the label that covers the card.
    const link = canvas.getByRole('link');
    await expect(link.contains(hitAtCentre(link))).toBe(true);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // Elsewhere on the card, a click is a click on the checkbox's label.
    await expect(hitAtCentre(canvas.getByText('UPS'))).toBe(canvas.getByText('Shipment 1 of 3'));
    await userEvent.click(canvas.getByText('Shipment 1 of 3'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Disabled: Story = {
  args: {
    fulfillment: tooSoon,
    title: 'Shipment 3 of 3',
    selectable: true,
    disabledReason: 'Not eligible yet: you can file a claim for this shipment from Mar 8, 2026.',
    onSelectedChange: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Shipment 3 of 3' });
    await expect(checkbox).toHaveAttribute('aria-disabled', 'true');
    await expect(checkbox).toHaveAccessibleDescription(
      'Not eligible yet: you can file a claim for this shipment from Mar 8, 2026. Delivered Mar 5, 2026',
    );
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByText('Shipment 3 of 3'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onSelectedChange).not.toHaveBeenCalled();
  },
};

/** The shipments page: pick shipments by keyboard; one is not eligible yet and says so. */
export const ShipmentsPage: Story = {
  tags: ['screenshot:every-merchant'],
  parameters: { maxWidth: 'none' },
  args: { onSelectedChange: fn() },
  render: (args) => (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ padding: 0, marginBottom: 16 }}>
        <Heading level={2}>Select the shipment(s) you're having issues with.</Heading>
      </legend>
      <ul style={list}>
        <ShipmentCard {...args} as="li" selectable title="Shipment 1 of 3" fulfillment={delivered} />
        <ShipmentCard {...args} as="li" selectable title="Shipment 2 of 3" fulfillment={inTransit} />
        <ShipmentCard
          {...args}
          as="li"
          selectable
          title="Shipment 3 of 3"
          fulfillment={tooSoon}
          disabledReason="Not eligible yet: you can file a claim for this shipment from Mar 8, 2026."
        />
      </ul>
    </fieldset>
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('group', { name: "Select the shipment(s) you're having issues with." }),
    ).toBeVisible();
    const [first, second, third] = canvas.getAllByRole('checkbox');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    // Past the first card's tracking link to the second card, which has two.
    await userEvent.tab();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(third).toHaveFocus();
    await expect(third).toHaveAccessibleDescription(expect.stringContaining('Not eligible yet'));
    await userEvent.keyboard(' ');
    await expect([first, second, third].map((box) => (box as HTMLInputElement).checked)).toEqual([
      false,
      true,
      false,
    ]);
    await expect(args.onSelectedChange).toHaveBeenCalledTimes(1);
  },
};
