/** For this package's tests only: answers in the shapes the server sends (spec section 3). */
import type { ClaimSubmission } from '@orderprotection/domain';

export const createdAt = '2026-03-04T20:05:00Z';

export const orderAnswer = {
  systemOrderId: 'sys-1',
  orderId: 'order-1',
  orderNumber: 1001,
  customerEmail: 'ada@example.com',
  storeId: 7,
  total: '120.50',
};

export const sessionAnswer = {
  id: 'session-1',
  status: 'STARTED',
  email: 'ada@example.com',
  orderId: 'order-1',
  metadata: { customer: { email: 'ada@example.com', sourceOrderId: 'order-1' } },
};

export const claimToken = 'Zt8kQ3vX9pLmN2bR7cW4yH';

export const claimAnswer = {
  id: claimToken,
  claimNumber: 12,
  sourceOrderId: 'order-1',
  sourceOrderNumber: '1001',
  claimState: 'NEW',
  claimType: 'DAMAGED',
  storeId: '7',
  createdAt,
};

export const reviewAnswer = { id: 'review-1', claimId: claimToken, rating: 5, comment: 'Quick', createdAt };

export const messageAnswer = {
  id: 'message-1',
  claimId: claimToken,
  messageContent: 'The box was crushed',
  senderType: 'customer',
  storeId: '7',
  createdAt,
};

export const storeAnswer = { id: 7, name: 'Acme Outfitters', domains: ['shop.acme.test'] };

export const whitelabelAnswer = {
  storeId: 7,
  storeName: 'Acme Outfitters',
  branding: { brand700: '#123456' },
};

export const submission: ClaimSubmission = {
  email: 'ada@example.com',
  fulfillmentIssues: [
    {
      sourceFulfillmentId: 'source-f1',
      issues: [
        {
          id: 'Hk3sV9',
          sourceItemId: 'mug',
          quantity: 1,
          type: 'DAMAGED',
          details: '',
          media: [],
          sameIssueForAllUnits: true,
        },
      ],
    },
  ],
  resolution: { customerSignature: 'data:image/png;base64,iVBORw0KGgo=', desiredMethod: 'REFUND' },
  idempotencyKey: 'submit-8f3a2c1d',
};
