import { ClaimStatus, DisplayClaimState } from '@orderprotection/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from '../Badge/Badge';
import { ClaimStatusBadge, claimStatusAppearance } from './ClaimStatusBadge';

describe('claimStatusAppearance', () => {
  it('gives every lifecycle status its label and the tone of its display state', () => {
    const appearances = Object.fromEntries(
      ClaimStatus.options.map((status) => [status, claimStatusAppearance(status)]),
    );
    expect(appearances).toEqual({
      APPROVED: { label: 'Approved', tone: 'success' },
      ARCHIVED: { label: 'Archived', tone: 'neutral' },
      CLOSED: { label: 'Closed', tone: 'neutral' },
      COMMUNICATING: { label: 'Communicating', tone: 'warning' },
      DENIED: { label: 'Denied', tone: 'danger' },
      DISMISSED: { label: 'Dismissed', tone: 'neutral' },
      NEW: { label: 'New', tone: 'info' },
      OPEN: { label: 'Open', tone: 'warning' },
      RESOLVED: { label: 'Resolved', tone: 'success' },
      RESOLVED_BY_BRAND: { label: 'Resolved by Brand', tone: 'success' },
      TEMPORARILY_DISMISSED: { label: 'Temporarily Dismissed', tone: 'neutral' },
      WAITING_FOR_BRAND: { label: 'Waiting for Brand', tone: 'warning' },
      WAITING_FOR_CUSTOMER: { label: 'Waiting for Customer', tone: 'warning' },
      WAITING_FOR_OP: { label: 'Waiting for OP', tone: 'warning' },
    });
  });

  it('shows the display states with the spec tones', () => {
    expect(DisplayClaimState.options.map(claimStatusAppearance)).toEqual([
      { label: 'New', tone: 'info' },
      { label: 'Pending', tone: 'warning' },
      { label: 'Approved', tone: 'success' },
      { label: 'Denied', tone: 'danger' },
      { label: 'Dismissed', tone: 'neutral' },
      { label: 'Closed', tone: 'neutral' },
    ]);
  });

  it('shows an unknown status in title case and neutral', () => {
    expect(claimStatusAppearance('ESCALATED_TO_CARRIER')).toEqual({
      label: 'Escalated To Carrier',
      tone: 'neutral',
    });
    // Case matters: "Approved" is neither a lifecycle code nor a display state.
    expect(claimStatusAppearance('Approved')).toEqual({ label: 'Approved', tone: 'neutral' });
  });
});

describe('ClaimStatusBadge markup', () => {
  it('is the Badge of its tone with its label, passing other attributes through', () => {
    expect(renderToStaticMarkup(<ClaimStatusBadge status="WAITING_FOR_OP" id="status" />)).toBe(
      renderToStaticMarkup(
        <Badge tone="warning" id="status">
          Waiting for OP
        </Badge>,
      ),
    );
  });
});
