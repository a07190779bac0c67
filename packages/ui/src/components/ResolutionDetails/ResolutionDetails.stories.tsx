import { Resolution } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResolutionDetails } from './ResolutionDetails';

/** The value shown for a term of the details list. */
function shownValue(container: HTMLElement, term: string): string | null {
  const dt = within(container).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

const approvedRefund = Resolution.parse({
  id: 'res_refund',
  resolutionType: 'REFUND',
  decision: 'APPROVED',
  reason: 'REFUND',
  quantity: 2,
  subtotal: 48,
  taxes: 4.26,
  shippingAmount: 5.99,
  paidValue: 58.25,
  paidOriginalValue: 79.32,
  paidOriginalCurrency: 'CAD',
  resolvedBy: 'Priya, OrderProtection support',
  createdAt: '2026-03-06T14:30:00Z',
});

const reship = Resolution.parse({
  id: 'res_reship',
  resolutionType: 'RESHIP',
  decision: 'APPROVED',
  reason: 'RESHIP',
  quantity: 1,
  subtotal: 249,
  taxes: 0,
  shippingAmount: 0,
  paidValue: 249,
  resolvedBy: 'Nightjar support',
  reshipment: {
    trackingCompany: 'DHL',
    trackingNumber: 'JD014600006281239999',
    trackingUrl: 'https://www.dhl.com/track?id=JD014600006281239999',
  },
  createdAt: '2026-03-07T09:15:00Z',
});

const denial = Resolution.parse({
  id: 'res_denied',
  resolutionType: 'CUSTOM',
  decision: 'DENIED',
  reason: 'POTENTIAL_FRAUD',
  resolvedBy: 'Claims team',
  createdAt: '2026-03-08T17:45:00Z',
});

const meta = {
  title: 'Claims/ResolutionDetails',
  component: ResolutionDetails,
  args: { resolution: approvedRefund, currency: 'USD', timeZone: 'America/New_York' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'A resolution as the customer sees it (spec section 3): date, provided resolution, reimbursed, actioned by and, for a denial, the reason (`reasonCodeLabel`: a suspected fraud reads “Not Covered”). A reship or refund adds items, subtotal, taxes, shipping, total value to customer and total reimbursed, in the claim’s currency with its minor units (`formatMoney`), and a reship its tracking link.',
      },
    },
  },
} satisfies Meta<typeof ResolutionDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Refunded in US dollars; the payment went back in the Canadian dollars it was made in. */
export const ApprovedRefund: Story = {
  tags: ['screenshot:every-merchant'],
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Resolution details' })).toBeVisible();
    await expect(shownValue(canvasElement, 'Resolution date')).toBe('Mar 6, 2026');
    await expect(shownValue(canvasElement, 'Provided resolution')).toBe('Refund');
    await expect(shownValue(canvasElement, 'Reimbursed')).toBe('CA$79.32');
    await expect(shownValue(canvasElement, 'Actioned by')).toBe('Priya, OrderProtection support');
    await expect(canvas.queryByText('Reason for denial')).toBeNull();
    await expect(shownValue(canvasElement, 'Items')).toBe('2');
    await expect(shownValue(canvasElement, 'Subtotal')).toBe('$48.00');
    await expect(shownValue(canvasElement, 'Taxes')).toBe('$4.26');
    await expect(shownValue(canvasElement, 'Shipping')).toBe('$5.99');
    await expect(shownValue(canvasElement, 'Total value to customer')).toBe('$58.25');
    await expect(shownValue(canvasElement, 'Total reimbursed')).toBe('$58.25');
  },
};

export const ReshipWithTracking: Story = {
  args: { resolution: reship },
  play: async ({ canvasElement, canvas }) => {
    await expect(shownValue(canvasElement, 'Provided resolution')).toBe('Reshipment');
    const link = canvas.getByRole('link', { name: 'DHL JD014600006281239999 (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://www.dhl.com/track?id=JD014600006281239999');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
    await expect(shownValue(canvasElement, 'Total value to customer')).toBe('$249.00');
    await expect(canvas.queryByText('Reimbursed')).toBeNull();
  },
};

/** A suspected fraud is never named to the customer: the reason reads "Not Covered". */
export const DeniedWithReason: Story = {
  args: { resolution: denial },
  play: async ({ canvasElement, canvas }) => {
    await expect(shownValue(canvasElement, 'Provided resolution')).toBe('Denied');
    await expect(shownValue(canvasElement, 'Reason for denial')).toBe('Not Covered');
    await expect(canvas.queryByText(/fraud/i)).toBeNull();
    await expect(canvas.queryByText('Total reimbursed')).toBeNull();
  },
};

export const DeniedRefundWithReason: Story = {
  args: {
    resolution: Resolution.parse({
      id: 'res_denied_refund',
      resolutionType: 'REFUND',
      decision: 'DENIED',
      reason: 'EXPIRED30',
      paidValue: 0,
      user: 'Support desk',
      createdAt: '2026-03-08T17:45:00Z',
    }),
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(shownValue(canvasElement, 'Reason for denial')).toBe('Claim Timeframe Expired');
    await expect(shownValue(canvasElement, 'Actioned by')).toBe('Support desk');
    await expect(canvas.queryByText('Subtotal')).toBeNull();
  },
};

/** Yen have no minor units: no decimals anywhere. */
export const AmountsInYen: Story = {
  args: {
    currency: 'JPY',
    resolution: Resolution.parse({
      id: 'res_jpy',
      resolutionType: 'REFUND',
      decision: 'APPROVED',
      quantity: 1,
      subtotal: 4800,
      taxes: 480,
      shippingAmount: 0,
      paidValue: 5280,
      resolvedBy: 'Tanaka',
      createdAt: '2026-03-06T01:00:00Z',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(shownValue(canvasElement, 'Subtotal')).toBe('¥4,800');
    await expect(shownValue(canvasElement, 'Shipping')).toBe('¥0');
    await expect(shownValue(canvasElement, 'Total value to customer')).toBe('¥5,280');
    await expect(shownValue(canvasElement, 'Total reimbursed')).toBe('¥5,280');
  },
};

/** Kuwaiti dinar have three minor units; the total adds up exactly. */
export const AmountsInDinar: Story = {
  args: {
    currency: 'KWD',
    resolution: Resolution.parse({
      id: 'res_kwd',
      resolutionType: 'REFUND',
      decision: 'APPROVED',
      quantity: 3,
      subtotal: 12.345,
      taxes: 0.617,
      shippingAmount: 1.5,
      paidValue: 14.462,
      resolvedBy: 'Support desk',
      createdAt: '2026-03-06T10:00:00Z',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(shownValue(canvasElement, 'Subtotal')).toBe('KWD\u00a012.345');
    await expect(shownValue(canvasElement, 'Shipping')).toBe('KWD\u00a01.500');
    await expect(shownValue(canvasElement, 'Total value to customer')).toBe('KWD\u00a014.462');
  },
};

export const StoreCredit: Story = {
  args: {
    resolution: Resolution.parse({
      id: 'res_credit',
      resolutionType: 'STORE_CREDIT',
      decision: 'APPROVED',
      reason: 'STORE_CREDIT',
      paidOriginalValue: 60,
      resolvedBy: 'Support desk',
      createdAt: '2026-03-06T10:00:00Z',
    }),
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(shownValue(canvasElement, 'Provided resolution')).toBe('Store Credit');
    await expect(shownValue(canvasElement, 'Reimbursed')).toBe('$60.00');
    await expect(canvas.queryByText('Subtotal')).toBeNull();
  },
};
