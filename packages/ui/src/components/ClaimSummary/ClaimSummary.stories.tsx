import { Address, Claim, ClaimDraft, requestedResolution } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleImages, sampleOrder } from '../../internal/fixtures/sampleOrder';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { ClaimSummary } from './ClaimSummary';
import { claimSummaryFromClaim, claimSummaryFromDraft } from './claimSummaryEntries';

/** The lines of the address shown in the "Confirm Shipping Address" section (or its renamed twin). */
function shownAddressLines(region: HTMLElement): string[] {
  const address = region.querySelector('address');
  if (address === null) throw new Error('no address is shown');
  return [...address.children].map((line) => line.textContent);
}

const itemsDraft = ClaimDraft.parse({
  fulfillments: {
    ful_1: {
      id: 'ful_1',
      issues: [
        {
          id: 'Xk3mP9qR2s',
          sourceItemId: '9001',
          quantity: 2,
          type: 'DAMAGED',
          details: 'Both mugs arrived with chipped rims; the box was crushed on one corner.',
          media: [{ fileKey: 'claims/mug-1.jpg' }, { fileKey: 'claims/mug-2.jpg' }],
        },
        { id: 'Hq7wZ4vN8t', sourceItemId: '9002', quantity: 1, type: 'WRONG_ITEM' },
      ],
    },
  },
  resolution: { desiredMethod: 'RESHIP' },
});

const shipmentDraft = ClaimDraft.parse({
  fulfillments: {
    ful_2: {
      id: 'ful_2',
      shipmentIssue: 'STOLEN',
      details: 'The carrier photo shows the parcel on the porch; it was gone an hour later.',
      issues: [
        { id: 'Rf5tY8uJ2k', sourceItemId: '9003', quantity: 3, type: 'STOLEN' },
        { id: 'Mn4bV6cX9z', sourceItemId: '9004', quantity: 1, type: 'STOLEN' },
      ],
    },
  },
  resolution: { desiredMethod: 'REFUND' },
});

const storedClaim = Claim.parse({
  id: 'c_7hD2kq9Lw3',
  claimNumber: 1187,
  sourceOrderId: '5401223344',
  sourceOrderNumber: '#1042',
  claimState: 'WAITING_FOR_OP',
  claimType: 'MULTIPLE',
  storeId: 'store_42',
  createdAt: '2026-03-04T15:07:00Z',
  claimItems: [
    {
      id: 'ci_1',
      name: 'Ceramic Pour-Over Mug',
      imageUrl: sampleImages.mug,
      quantity: 2,
      claimType: 'DAMAGED',
      details: 'Both mugs arrived with chipped rims.',
      sourceItemId: '9001',
      resolutionRequested: 'REFUND',
      creditStore: true,
      media: [
        { fileKey: 'claims/mug-1.jpg', downloadLink: '/media/mug-1.jpg', fileType: 'image/jpeg' },
        { fileKey: 'claims/mug-2.mp4', downloadLink: '/media/mug-2.mp4', fileType: 'video/mp4' },
      ],
    },
    {
      id: 'ci_2',
      name: 'Organic Cotton Tee',
      imageUrl: sampleImages.tee,
      quantity: 1,
      claimType: 'WRONG_ITEM',
      sourceItemId: '9002',
      resolutionRequested: 'REFUND',
      creditStore: false,
    },
  ],
  updatedShippingAddress: {
    firstName: 'Jordan',
    lastName: 'Lee',
    company: 'Lee Design Studio',
    address1: '200 Park Avenue South',
    address2: 'Suite 1511',
    city: 'New York',
    province: 'New York',
    provinceCode: 'NY',
    zip: '10003',
    countryCode: 'US',
  },
});

const meta = {
  title: 'Claims/ClaimSummary',
  component: ClaimSummary,
  args: {
    entries: claimSummaryFromDraft(itemsDraft, sampleOrder),
    resolution: itemsDraft.resolution.desiredMethod,
    address: sampleOrder.shippingAddress,
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'The review step’s sections: “My Claim” (items or shipments with their issues and photo counts), “Preferred Resolution for Issues” (the resolution’s domain label) and “Confirm Shipping Address” (lines in the country’s layout from `formatAddressLines`), with slots for the Edit button and the confirmation checkbox. Each section shows only when its data is given. Build the entries with `claimSummaryFromDraft` (review step) or `claimSummaryFromClaim` (view page, with the page’s own headings).',
      },
    },
  },
} satisfies Meta<typeof ClaimSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The review step after the items path, with the Edit button and the confirmation checkbox. */
export const ReviewItemsPath: Story = {
  tags: ['screenshot:every-merchant'],
  args: {
    addressAction: (
      <Button variant="secondary" size="sm" onClick={fn()} aria-label="Edit shipping address">
        Edit
      </Button>
    ),
    addressFooter: (
      <Checkbox label="I confirm this address is accurate and understand items cannot be reshipped multiple times if incorrect." />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const claim = within(canvas.getByRole('region', { name: 'My Claim' }));
    await expect(claim.getByText('Ceramic Pour-Over Mug')).toBeVisible();
    await expect(claim.getByText('Damaged').parentElement).toHaveTextContent('Damaged · 2 items');
    await expect(claim.getByText('2 photos')).toBeVisible();
    await expect(claim.getByText('Wrong item').parentElement).toHaveTextContent('Wrong item · 1 item');
    const resolution = within(canvas.getByRole('region', { name: 'Preferred Resolution for Issues' }));
    await expect(resolution.getByText('Reshipment')).toBeVisible();
    const address = canvas.getByRole('region', { name: 'Confirm Shipping Address' });
    await expect(shownAddressLines(address)).toEqual([
      'Jordan Lee',
      '350 Fifth Avenue',
      'Apt 21B',
      'New York New York 10118',
      'United States',
    ]);
    await userEvent.tab();
    await expect(within(address).getByRole('button', { name: 'Edit shipping address' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(address).getByRole('checkbox')).toBeChecked();
  },
};

/** After the shipment path: the shipment with its issue and details, and what it held. */
export const ReviewShipmentPath: Story = {
  args: {
    entries: claimSummaryFromDraft(
      shipmentDraft,
      sampleOrder,
      (_fulfillment, position) => `Shipment ${position + 1}`,
    ),
    resolution: shipmentDraft.resolution.desiredMethod,
  },
  play: async ({ canvas }) => {
    const claim = within(canvas.getByRole('region', { name: 'My Claim' }));
    await expect(claim.getByText('Shipment 2')).toBeVisible();
    await expect(claim.getByText('Stolen')).toBeVisible();
    await expect(claim.getByText(/carrier photo shows the parcel/)).toBeVisible();
    await expect(claim.getByText('Cold Brew Concentrate, 32 oz · 3 items')).toBeVisible();
    await expect(claim.getByText('Linen Tea Towel · 1 item')).toBeVisible();
    await expect(canvas.getByText('Refund')).toBeVisible();
  },
};

/** The view-my-claim page: read only, with the page's headings; items asking for different resolutions read "Mixed". */
export const ViewMyClaim: Story = {
  args: {
    entries: claimSummaryFromClaim(storedClaim),
    resolution: requestedResolution(storedClaim.claimItems),
    address: storedClaim.updatedShippingAddress,
    headings: {
      claim: 'Item Issues',
      resolution: 'Requested Resolution',
      address: 'Shipping Address Change',
    },
    headingLevel: 3,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Item Issues' })).toBeVisible();
    await expect(canvas.getByText('Mixed')).toBeVisible();
    await expect(canvas.getByText('2 photos')).toBeVisible();
    await expect(canvas.getByText('Lee Design Studio')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const StoreCreditRequested: Story = {
  args: { entries: undefined, address: undefined, resolution: 'STORE_CREDIT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Store Credit')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'My Claim' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Confirm Shipping Address' })).toBeNull();
  },
};

/** A German address puts the postal code before the city, as the country data lays out. */
export const GermanAddress: Story = {
  args: {
    entries: undefined,
    resolution: undefined,
    address: Address.parse({
      firstName: 'Anna',
      lastName: 'Schmidt',
      address1: 'Musterstraße 12',
      city: 'Berlin',
      zip: '10115',
      countryCode: 'DE',
      phone: '+49 30 1234567',
    }),
  },
  play: async ({ canvas }) => {
    await expect(shownAddressLines(canvas.getByRole('region', { name: 'Confirm Shipping Address' }))).toEqual(
      ['Anna Schmidt', 'Musterstraße 12', '10115 Berlin', 'Germany', '+49 30 1234567'],
    );
  },
};

/** A country the data does not know still shows every field. */
export const UnknownCountry: Story = {
  args: {
    entries: undefined,
    resolution: undefined,
    address: Address.parse({
      name: 'Sam Rivera',
      address1: '12 Harbour Road',
      city: 'Port Town',
      zip: 'PT-1',
      country: 'Atlantis',
    }),
  },
  play: async ({ canvas }) => {
    await expect(shownAddressLines(canvas.getByRole('region', { name: 'Confirm Shipping Address' }))).toEqual(
      ['Sam Rivera', '12 Harbour Road', 'Port Town PT-1', 'Atlantis'],
    );
  },
};
