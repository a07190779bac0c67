/**
 * The portal in a story: the real routes on a memory router, over the fake client and the sample data at
 * a fixed instant, so a merchant previews every page in their own branding (the Storybook decorator
 * applies it) and the stories can drive the flow as a shopper would, with no server.
 */
import type { ClaimsClient } from '@orderprotection/client';
import {
  type AddressInput,
  type ClaimSession,
  DEFAULT_CLAIM_POLICY,
  type IssueInput,
  type Order,
  type ResolutionChoice,
  SessionMetadata,
  type ShipmentIssueType,
  withEligibility,
} from '@orderprotection/domain';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { clearLookup, saveLookup } from '../app/lookupStorage';
import { createPortalRoutes } from '../app/routes';
import { ServicesProvider } from '../app/services';
import { createFakeClient } from '../fake/fakeClient';
import { DEMO_STORE_ID, STORY_NOW, sampleData, sampleStores } from '../fake/sampleData';
import { previewViewport } from './PortalPreview.css';

/** Where react-router's ScrollRestoration keeps scroll positions, by location key. */
const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/**
 * The sample data at the stories' instant, with the order `orderNumber` changed by `adjustOrder` and its
 * eligibility computed again, so the change is the data the lookup would answer.
 */
function storyData(orderNumber: string | undefined, adjustOrder: ((order: Order) => Order) | undefined) {
  const data = sampleData(STORY_NOW);
  const index = data.orders.findIndex((candidate) => candidate.orderNumber === orderNumber);
  const found = data.orders[index];
  if (orderNumber !== undefined && found === undefined) throw new Error(`No sample order ${orderNumber}`);
  if (found !== undefined && adjustOrder !== undefined) {
    data.orders[index] = withEligibility(adjustOrder(found), {
      policy: DEFAULT_CLAIM_POLICY,
      now: STORY_NOW,
    });
  }
  return { data, order: found === undefined ? undefined : data.orders[index] };
}

/** A saved draft as a story writes it: issues without their defaulted fields. */
export interface StoryDraft {
  fulfillments?: Record<
    string,
    { id: string; issues: IssueInput[]; shipmentIssue?: ShipmentIssueType; details?: string }
  >;
  resolution?: { desiredMethod?: ResolutionChoice; updatedShippingAddress?: AddressInput };
  signature?: string;
}

export interface PortalPreviewProps {
  /** The path the story opens, e.g. "/issues". */
  path: string;
  /** The sample order already found ("1001"); none for pages reached without an order. */
  orderNumber?: string;
  /** A draft saved in the order's session, which the portal restores as it would after a reload. */
  draft?: StoryDraft;
  /**
   * The order was found before a reload: the portal finds it again from the lookup kept for the tab,
   * rather than starting with it loaded.
   */
  reloaded?: boolean;
  /** Replaces the fake client, e.g. one whose calls fail. */
  client?: (fake: ClaimsClient) => ClaimsClient;
  /** Changes the sample order, e.g. fewer shipments or a store's lower file limit. */
  adjustOrder?: (order: Order) => Order;
}

export function PortalPreview({
  path,
  orderNumber,
  draft,
  reloaded = false,
  client,
  adjustOrder,
}: PortalPreviewProps) {
  const [setup] = useState(() => {
    // Each story starts from a fresh tab: no order and no scroll position kept from the story before.
    clearLookup();
    sessionStorage.removeItem(SCROLL_POSITIONS_KEY);
    window.scrollTo(0, 0);
    const { data, order } = storyData(orderNumber, adjustOrder);
    const sessions: ClaimSession[] =
      order === undefined || draft === undefined
        ? []
        : [
            {
              id: `story-session-${order.orderNumber}`,
              status: 'REVIEW',
              email: order.customerEmail,
              orderId: order.systemOrderId,
              // Parsed, so a story with a draft the portal could never save fails loudly.
              metadata: SessionMetadata.parse(draft),
            },
          ];
    const fake = createFakeClient({ now: () => STORY_NOW, data, sessions });
    const lookup = order === undefined ? undefined : { email: order.customerEmail, order: order.orderNumber };
    if (reloaded && lookup !== undefined) saveLookup(lookup);
    const initialOrder =
      order === undefined || lookup === undefined || reloaded ? undefined : { order, lookup };
    const store = sampleStores.find((candidate) => candidate.id === DEMO_STORE_ID);
    return {
      services: {
        client: client === undefined ? fake : client(fake),
        // The branding comes from the Storybook toolbar; the store only names the logo.
        store: store === undefined ? null : { storeId: store.id, storeName: store.name, branding: {} },
        demo: false,
        clock: () => STORY_NOW,
      },
      router: createMemoryRouter(createPortalRoutes({ initialOrder }), { initialEntries: [path] }),
    };
  });
  return (
    <ServicesProvider services={setup.services}>
      <div className={previewViewport}>
        <RouterProvider router={setup.router} />
      </div>
    </ServicesProvider>
  );
}
