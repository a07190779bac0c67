/**
 * A store's settings as the console shows them, for stories: the real pages and frame in a memory router,
 * Radix Themes and a fresh query cache, talking to `fakeStaffApi` as the person `role` names.
 */
import { isStoreRole, type StaffMe } from '@orderprotection/domain';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { ApiTokensPage } from '../ApiTokensPage';
import { BrandingPage } from '../BrandingPage';
import { ConnectionsPage } from '../ConnectionsPage';
import { LabelsPage } from '../LabelsPage';
import { NotificationsPage } from '../NotificationsPage';
import { PolicyPage } from '../PolicyPage';
import { SettingsLayout } from '../SettingsLayout';
import { TeamPage } from '../TeamPage';
import { WebhooksPage } from '../WebhooksPage';
import type { FakeStore } from './fakeStaffApi';
import { StoryFrame } from './StoryFrame';

// The console's accent, as main.tsx installs it.

export type StoryRole =
  | 'account_owner'
  | 'store_admin'
  | 'store_support'
  | 'orderprotection_admin'
  | 'connections_reader';

export const STORY_STORE = 'aurora';

const grantsOf: Record<StoryRole, StaffMe['grants']> = {
  account_owner: [{ role: 'account_owner', accountId: 'aurora-group' }],
  store_admin: [{ role: 'store_admin', storeId: STORY_STORE }],
  store_support: [{ role: 'store_support', storeId: STORY_STORE }],
  orderprotection_admin: [{ role: 'orderprotection_admin' }],
  // Someone who reads the store's connections and may change none: no single role is that inside the
  // settings area, so an OrderProtection support admin (whose claim policy rights open the area) who is
  // also on Aurora's support team (which reads integrations).
  connections_reader: [
    { role: 'orderprotection_support_admin' },
    { role: 'store_support', storeId: STORY_STORE },
  ],
};

export function storyMe(role: StoryRole): StaffMe {
  return {
    id: 'me',
    name: 'Alex Admin',
    email: 'alex@aurora.example',
    grants: grantsOf[role],
    stores: [{ id: STORY_STORE, name: 'Aurora Outfitters', accountId: 'aurora-group' }],
    twoFactorEnabled: false,
    mustChangePassword: false,
  };
}

/** Aurora's settings as each story starts from them. */
export function storyStore(role: StoryRole): FakeStore {
  return {
    settings: {
      storeId: STORY_STORE,
      name: 'Aurora Outfitters',
      branding: { brand700: '#1d4ed8', buttonStyle: 'ROUNDED' },
      policy: { claimWindowDays: 30, waitingDaysAfterDelivery: 3, maxFilesPerClaim: 10 },
      replyTo: null,
    },
    notifications: { newClaim: false, shopperReply: false },
    capabilities: { credit: false, refund: true, reship: true, returns: false },
    labels: [{ id: 'label-1', storeId: STORY_STORE, name: 'Carrier dispute' }],
    team: [
      {
        id: 'me',
        name: 'Alex Admin',
        email: 'alex@aurora.example',
        storeRole: isStoreRole(role) ? role : null,
        accountRoles: role === 'account_owner' ? ['account_owner'] : [],
        invitationPending: false,
        twoFactorEnabled: true,
      },
      {
        id: 'owner',
        name: 'Olivia Owner',
        email: 'olivia@aurora.example',
        storeRole: 'store_owner',
        accountRoles: [],
        invitationPending: false,
        twoFactorEnabled: false,
      },
      {
        id: 'sam',
        name: 'Sam Support',
        email: 'sam@aurora.example',
        storeRole: 'store_support',
        accountRoles: [],
        invitationPending: false,
        twoFactorEnabled: false,
      },
    ],
    tokens: [],
    // An endpoint that failed for days: disabled, its last delivery refused by the receiver.
    webhooks: [
      {
        id: 'endpoint-1',
        storeId: STORY_STORE,
        url: 'https://hooks.aurora.example/claims',
        events: ['claim.created'],
        createdAt: '2026-02-01T09:00:00.000Z',
        failingSince: '2026-02-20T09:00:00.000Z',
        disabledAt: '2026-02-25T09:00:00.000Z',
      },
    ],
    deliveries: {
      'endpoint-1': [
        {
          id: 'delivery-1',
          type: 'claim.created',
          status: 'failed',
          createdAt: '2026-02-24T09:00:00.000Z',
          attempts: [
            { at: '2026-02-24T09:00:01.000Z', ok: false, statusCode: 503, latencyMs: 182, error: 'HTTP 503' },
          ],
        },
      ],
    },
  };
}

export interface SettingsPreviewProps {
  /** The console path the story opens, such as `/settings/aurora/branding`. */
  path: string;
  /** Who is signed in; the story's `beforeEach` answers the staff API as them. */
  role: StoryRole;
}

export function SettingsPreview({ path }: SettingsPreviewProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: 'settings/:storeId',
          element: <SettingsLayout />,
          children: [
            { index: true },
            { path: 'branding', element: <BrandingPage /> },
            { path: 'policy', element: <PolicyPage /> },
            { path: 'labels', element: <LabelsPage /> },
            { path: 'team', element: <TeamPage /> },
            { path: 'api-tokens', element: <ApiTokensPage /> },
            { path: 'webhooks', element: <WebhooksPage /> },
            { path: 'connections', element: <ConnectionsPage /> },
            { path: 'notifications', element: <NotificationsPage /> },
          ],
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return <StoryFrame router={router} />;
}
