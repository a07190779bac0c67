import { Claim, Order } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ConsolePagePreview, storyClaims } from '../settings/stories/ConsolePagePreview';
import { installFakeStaffApi } from '../settings/stories/fakeStaffApi';
import { storyMe, storyStore } from '../settings/stories/SettingsPreview';

const meta = {
  title: 'Console/Claim',
  component: ConsolePagePreview,
  args: { path: '/claims/claim-1' },
  // The timeline's times are relative to now and sent files are object URLs: no stable picture.
  tags: ['screenshot:none'],
  beforeEach: () =>
    installFakeStaffApi(storyMe('store_admin'), { ...storyStore('store_admin'), claims: storyClaims() }),
  parameters: {
    docs: { description: { component: "A claim's page: the timeline, the composer, the moves." } },
  },
} satisfies Meta<typeof ConsolePagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the file picker does once a file is chosen (a headless browser cannot show the dialog). */
function pick(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the composer has no file input');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
);

export const NoteWithAFile: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const heading = await canvas.findByRole('heading', { name: 'Reply to the shopper' });
    const composer = heading.closest<HTMLElement>('.rt-Card');
    if (composer === null) throw new Error('the composer is not a card');
    const replyLook = getComputedStyle(composer).backgroundColor;
    await expect(canvas.getByRole('button', { name: 'Send the reply' })).toBeVisible();

    // A note looks different from a reply: its heading, its field, its button and its colour.
    await userEvent.click(canvas.getByRole('radio', { name: 'Internal note (only your team)' }));
    await expect(canvas.getByRole('heading', { name: 'Add an internal note' })).toBeVisible();
    await expect(canvas.getByLabelText('Note for your team')).toBeVisible();
    await expect(getComputedStyle(composer).backgroundColor).not.toBe(replyLook);

    pick(canvasElement, new File([PNG], 'fraud-check.png', { type: 'image/png' }));
    await expect(await canvas.findByText('fraud-check.png uploaded')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add the note' }));
    const timeline = canvas.getByRole('list', { name: 'Timeline' });
    const thumbnail = await within(timeline).findByRole('button', { name: 'View fraud-check.png' });
    await expect(within(timeline).getByText(/^Internal note/)).toBeVisible();
    // The sent file left the composer.
    await waitFor(() => expect(canvas.queryByText('fraud-check.png uploaded')).not.toBeInTheDocument());

    // Every message's photos open in the Lightbox.
    await userEvent.click(thumbnail);
    const lightbox = await within(document.body).findByRole('dialog');
    await expect(await within(lightbox).findByRole('img', { name: 'fraud-check.png' })).toBeVisible();
    await userEvent.click(within(lightbox).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(thumbnail).toHaveFocus());
  },
};

export const MoveTheClaim: Story = {
  play: async ({ canvas, userEvent }) => {
    const timeline = await canvas.findByRole('list', { name: 'Timeline' });
    await expect(within(timeline).getByRole('button', { name: 'View coaster.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start review' }));
    await expect(await canvas.findByText('Done: Start review.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start review' })).not.toBeInTheDocument();
  },
};

/** Claim #41 on an order the platform changed after the filing: a unit refunded, the parcel scanned. */
function claimOnAChangedOrder() {
  const claims = storyClaims();
  const filed = claims['claim-1'];
  if (filed === undefined) throw new Error('the story claim is missing');
  const claim = Claim.parse({
    ...filed.claim,
    claimItems: [
      { id: 'ci-1', name: 'Slate coaster', quantity: 2, claimType: 'DAMAGED', sourceItemId: 'coaster' },
    ],
  });
  const order = Order.parse({
    systemOrderId: 'order-1041',
    orderId: 'order-1041',
    orderNumber: '1041',
    customerEmail: 'donald@example.com',
    customerName: 'Donald Knuth',
    storeId: filed.claim.storeId,
    currency: 'EUR',
    total: 48,
    shipping: 4.5,
    createdAt: '2026-02-25T09:00:00.000Z',
    changedAt: '2026-03-02T08:00:00.000Z',
    orderItems: [
      { id: 'oi-1', sourceItemId: 'coaster', productName: 'Slate coaster', quantity: 4, refundedQuantity: 1 },
    ],
    fulfillments: [
      {
        id: 'f-1',
        sourceFulfillmentId: 'F1',
        fulfillmentStatus: 'DELIVERED',
        trackingCompany: 'DHL',
        trackingNumber: ['JD014600006281230704'],
        trackingUrl: ['https://www.dhl.com/track?id=JD014600006281230704'],
        shippedAt: '2026-02-26T15:00:00.000Z',
        deliveredAt: '2026-03-02T07:40:00.000Z',
        lastScanAt: '2026-03-02T07:40:00.000Z',
        carrierDetail: 'Delivered to a neighbour',
        eligibilityCode: 'too_soon',
        eligibleAt: '2026-03-05T07:40:00.000Z',
        items: [{ item: 'coaster', quantity: 4 }],
      },
    ],
  });
  return { 'claim-1': { ...filed, claim, order } };
}

export const OrderChangedSinceFiling: Story = {
  beforeEach: () =>
    installFakeStaffApi(storyMe('store_admin'), {
      ...storyStore('store_admin'),
      claims: claimOnAChangedOrder(),
    }),
  play: async ({ canvas }) => {
    const changes = await canvas.findByRole('note');
    await waitFor(() => expect(document.title).toBe('Claim #41 · Donald Knuth · Claims console'));
    await expect(within(changes).getByText('Since the claim was filed')).toBeVisible();
    await expect(
      within(changes).getByText(/Tracking JD014600006281230704: Delivered .*Delivered to a neighbour/),
    ).toBeVisible();
    await expect(
      within(changes).getByText(
        '1 of 4 × Slate coaster refunded on the platform; the resolution leaves them out.',
      ),
    ).toBeVisible();
    const shipment = canvas.getByRole('region', { name: 'Shipment 1' });
    await expect(within(shipment).getByRole('link', { name: 'JD014600006281230704' })).toHaveAttribute(
      'href',
      'https://www.dhl.com/track?id=JD014600006281230704',
    );
    await expect(within(shipment).getByText(/^Last scan .*: Delivered to a neighbour$/)).toBeVisible();
    await expect(within(shipment).getByText(/^Too soon for a claim until Mar 5 at /)).toBeVisible();
  },
};
