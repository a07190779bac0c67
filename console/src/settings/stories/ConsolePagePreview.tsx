/**
 * The queue and a claim's page as the console shows them, for stories: the real pages in a memory router,
 * Radix Themes and a fresh query cache, talking to `fakeStaffApi`; the address the router is at is shown
 * below them, so a story can assert what went into the URL.
 */
import { Claim, type StaffClaimDetail, type StaffClaimFeed } from '@orderprotection/domain';
import { useState } from 'react';
import { createMemoryRouter, Outlet, useLocation } from 'react-router-dom';
import { ClaimPage } from '../../pages/ClaimPage';
import { Queue } from '../../pages/Queue';
import { STORY_STORE } from './SettingsPreview';
import { StoryFrame } from './StoryFrame';

export const ADDRESS_LABEL = 'Address';

/** A one-pixel PNG, as a shopper's photo. */
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function summary(id: string, claimNumber: string, status: StaffClaimFeed['claims'][number]['status']) {
  return {
    id,
    claimNumber,
    storeId: STORY_STORE,
    storeName: 'Aurora Outfitters',
    orderNumber: `10${claimNumber}`,
    customerName: 'Donald Knuth',
    customerEmail: 'donald@example.com',
    items: [{ name: 'Coaster', quantity: 1, claimType: 'DAMAGED' }],
    itemCount: 1,
    claimedValue: 12,
    currency: 'USD',
    requestedResolution: 'REFUND',
    status,
    decision: null,
    waitingOn: null,
    assignee: null,
    labels: [],
    createdAt: '2026-03-01T10:00:00.000Z',
  };
}

/**
 * Two claims needing action and one waiting on the shopper (whose order the platform changed after the
 * filing), with the counts the server would give.
 */
export function storyQueue(): StaffClaimFeed {
  return {
    claims: [
      summary('claim-1', '41', 'NEW'),
      summary('claim-2', '42', 'OPEN'),
      { ...summary('claim-3', '43', 'WAITING_FOR_CUSTOMER'), orderChangedAt: '2026-03-02T08:00:00.000Z' },
    ],
    nextCursor: null,
    counts: { needs_action: 2, waiting_on_customer: 1, approved_not_carried_out: 0, closed: 0, all: 3 },
    countsCappedAt: null,
  };
}

/** Claim #41: new, a shopper's message with a photo, the moves a store admin may make on it. */
export function storyClaims(): Record<string, StaffClaimDetail> {
  const claim = Claim.parse({
    id: 'claim-1',
    claimNumber: '41',
    sourceOrderId: 'order-1041',
    sourceOrderNumber: '1041',
    claimState: 'NEW',
    claimType: 'DAMAGED',
    storeId: STORY_STORE,
    authorName: 'Donald Knuth',
    authorEmail: 'donald@example.com',
    claimDescription: 'One coaster arrived snapped in two.',
    claimMessages: [
      {
        id: 'message-1',
        claimId: 'claim-1',
        messageContent: 'Here is the broken coaster.',
        senderName: 'Donald Knuth',
        senderType: 'customer',
        storeId: STORY_STORE,
        createdAt: '2026-03-01T10:05:00.000Z',
        medias: [
          {
            fileKey: 'coaster.png',
            filename: 'coaster.png',
            fileType: 'image/png',
            downloadLink: PHOTO,
            caption: '',
          },
        ],
      },
    ],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:05:00.000Z',
  });
  return {
    'claim-1': {
      claim,
      state: { status: 'NEW', decision: null, resolutionCarriedOut: false, waitingOn: null, version: 1 },
      order: null,
      otherClaims: [],
      allowedMoves: ['open', 'requestInfoFromCustomer'],
      events: [],
      assignee: null,
      labels: [],
    },
  };
}

function Address() {
  const location = useLocation();
  return (
    <output aria-label={ADDRESS_LABEL} style={{ display: 'block', marginTop: 24, fontSize: 12 }}>
      {location.pathname}
      {location.search}
    </output>
  );
}

export interface ConsolePagePreviewProps {
  /** The console path the story opens: `/claims?…` or `/claims/claim-1`. */
  path: string;
}

export function ConsolePagePreview({ path }: ConsolePagePreviewProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: (
            <>
              <Outlet />
              <Address />
            </>
          ),
          children: [
            { path: 'claims', element: <Queue /> },
            { path: 'claims/:id', element: <ClaimPage /> },
          ],
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return <StoryFrame router={router} />;
}
