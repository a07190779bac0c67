import { describe, expect, it } from 'vitest';
import {
  AddressInput,
  ApiError,
  apiPaths,
  BrandingSettings,
  Claim,
  ClaimDraft,
  ClaimPolicy,
  ClaimPolicyInput,
  ClaimSessionInput,
  ClaimSubmission,
  DEFAULT_CLAIM_POLICY,
  Fulfillment,
  Issue,
  MessageInput,
  Order,
  ReviewInput,
  Store,
  staffApiPaths,
  UploadRequest,
  WhitelabelSettings,
} from './index';

const signature = 'data:image/png;base64,iVBORw0KGgo=';

const orderFromPlatform = {
  systemOrderId: 9001,
  orderId: '5001',
  orderNumber: 1001,
  customerEmail: 'ada@example.com',
  currency: 'EUR',
  total: '120.50',
  protected: true,
  storeId: 7,
  somethingNew: { kept: true },
  fulfillments: [
    {
      id: 1,
      sourceFulfillmentId: 'F-1',
      fulfillmentStatus: 'TELEPORTED',
      trackingNumber: ['1Z999'],
      items: [{ item: 11, quantity: '2' }],
    },
  ],
  orderItems: [{ id: 11, productName: 'Mug', quantity: 2, price: '9.990', sourceItemId: 11 }],
};

describe('reading another system (tolerant)', () => {
  it('reads an order with numeric ids, numeric strings, unknown keys and an unknown status', () => {
    const order = Order.parse(orderFromPlatform);
    expect(order.systemOrderId).toBe('9001');
    expect(order.total).toBe(120.5);
    expect(order.exchangeRate).toBe(1);
    expect(order.settings.capabilities).toEqual({
      credit: false,
      refund: true,
      reship: true,
      returns: false,
    });
    expect(order.fulfillments[0]?.fulfillmentStatus).toBe('TELEPORTED');
    expect(order.fulfillments[0]?.items[0]?.quantity).toBe(2);
    expect(order.orderItems[0]?.price).toBeCloseTo(9.99);
    expect((order as Record<string, unknown>).somethingNew).toEqual({ kept: true });
  });

  it("reads an order's file limit per claim, the default store policy's when the answer has none", () => {
    expect(Order.parse(orderFromPlatform).maxFilesPerClaim).toBe(10);
    expect(Order.parse({ ...orderFromPlatform, maxFilesPerClaim: 3 }).maxFilesPerClaim).toBe(3);
    expect(Order.safeParse({ ...orderFromPlatform, maxFilesPerClaim: 0 }).success).toBe(false);
  });

  it('still refuses data that cannot be an order', () => {
    expect(Order.safeParse({ ...orderFromPlatform, total: 'a lot' }).success).toBe(false);
    expect(
      Fulfillment.safeParse({ id: 1, sourceFulfillmentId: 1, items: [{ item: 1, quantity: -1 }] }).success,
    ).toBe(false);
  });

  it('drops one malformed branding value without losing the rest', () => {
    const branding = BrandingSettings.parse({
      brand700: 'red; background: url(https://evil.example)',
      brand800: '#112233',
      logoUrl: 'javascript:alert(1)',
      buttonStyle: 'BLOBBY',
      fonts: { body: { family: 'Inter', woff2: 'https://cdn.example/inter.woff2' } },
      palettes: { primary: { light: '#fff', dark: 'rgb(0, 0, 0)' }, danger: { light: 'not a colour' } },
      textTransform: { headline: 'uppercase' },
    });
    expect(branding.brand700).toBeUndefined();
    expect(branding.brand800).toBe('#112233');
    expect(branding.logoUrl).toBeUndefined();
    expect(branding.buttonStyle).toBeUndefined();
    expect(branding.fonts?.body?.woff2).toBe('https://cdn.example/inter.woff2');
    expect(branding.palettes?.primary?.dark).toBe('rgb(0, 0, 0)');
    expect(branding.palettes?.danger?.light).toBeUndefined();
    expect(branding.textTransform?.headline).toBe('uppercase');
  });

  it('gives a store the documented default claim policy', () => {
    const store = Store.parse({ id: 1, name: 'Acme' });
    expect(store.policy).toEqual({ claimWindowDays: 30, waitingDaysAfterDelivery: 3, maxFilesPerClaim: 10 });
    expect(store.branding).toEqual({});
    // The zod-free constant a page reads (the drop zone's file limit) is the schema's defaults, field for field.
    expect(ClaimPolicy.parse({})).toEqual(DEFAULT_CLAIM_POLICY);
    expect(ClaimPolicyInput.parse({})).toEqual(DEFAULT_CLAIM_POLICY);
    expect(store.policy).toEqual(DEFAULT_CLAIM_POLICY);
  });

  it('reads a stored claim', () => {
    const claim = Claim.parse({
      id: 'tok',
      claimNumber: 12,
      sourceOrderId: 5001,
      sourceOrderNumber: '1001',
      claimState: 'NEW',
      claimType: 'MULTIPLE',
      storeId: 1,
      createdAt: '2026-11-01T10:00:00.000Z',
      claimItems: [{ id: 1, name: 'Mug', quantity: 1, claimType: 'DAMAGED', sourceItemId: 11 }],
      claimMessages: [
        {
          id: 1,
          claimId: 'tok',
          messageContent: 'Hi',
          senderType: 'customer',
          createdAt: '2026-11-01T10:00:00Z',
        },
      ],
    });
    expect(claim.claimNumber).toBe('12');
    expect(claim.claimItems[0]?.resolutionFinal).toBe(false);
    expect(claim.claimMessages[0]?.medias).toEqual([]);
  });

  it('defaults the error status to 500', () => {
    expect(ApiError.parse({ message: 'Boom' }).statusCode).toBe(500);
  });
});

describe('accepting input (strict)', () => {
  const issue = { id: '3hQnKx', sourceItemId: '11', quantity: 1, type: 'DAMAGED' };
  const submission = {
    email: ' ada@example.com ',
    fulfillmentIssues: [{ sourceFulfillmentId: 'F-1', issues: [issue] }],
    resolution: { customerSignature: signature, desiredMethod: 'RESHIP' },
  };

  it('accepts a well-formed claim submission and trims the email', () => {
    const parsed = ClaimSubmission.parse(submission);
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.fulfillmentIssues[0]?.issues[0]).toMatchObject({
      details: '',
      media: [],
      sameIssueForAllUnits: true,
    });
  });

  it('refuses unknown keys, unknown enum values and bad quantities with a message', () => {
    const cases = [
      { ...submission, admin: true },
      { ...submission, resolution: { ...submission.resolution, desiredMethod: 'CASH' } },
      {
        ...submission,
        fulfillmentIssues: [{ sourceFulfillmentId: 'F-1', issues: [{ ...issue, quantity: 0 }] }],
      },
      {
        ...submission,
        fulfillmentIssues: [{ sourceFulfillmentId: 'F-1', issues: [{ ...issue, quantity: 1.5 }] }],
      },
      {
        ...submission,
        fulfillmentIssues: [{ sourceFulfillmentId: 'F-1', issues: [{ ...issue, quantity: 1e9 }] }],
      },
      { ...submission, fulfillmentIssues: [{ sourceFulfillmentId: 'F-1', issues: [] }] },
      { ...submission, fulfillmentIssues: [] },
      { ...submission, email: 'not-an-email' },
      {
        ...submission,
        resolution: { ...submission.resolution, customerSignature: 'data:text/html;base64,PGI+' },
      },
    ];
    for (const input of cases) {
      const result = ClaimSubmission.safeParse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(result.error?.issues[0]?.message).toBeTruthy();
    }
  });

  it('refuses the same shipment twice', () => {
    const twice = {
      ...submission,
      fulfillmentIssues: [submission.fulfillmentIssues[0], submission.fulfillmentIssues[0]],
    };
    expect(ClaimSubmission.safeParse(twice).error?.issues[0]?.message).toBe('A shipment appears twice');
  });

  it('refuses oversized text', () => {
    expect(Issue.safeParse({ ...issue, details: 'x'.repeat(2001) }).success).toBe(false);
    expect(Issue.safeParse({ ...issue, details: 'x'.repeat(2000) }).success).toBe(true);
  });

  it('needs a message text or a file', () => {
    expect(MessageInput.safeParse({ messageContent: '   ' }).error?.issues[0]?.message).toBe(
      'Write a message or attach a file',
    );
    expect(MessageInput.safeParse({ messageContent: 'Where is it?' }).success).toBe(true);
    expect(MessageInput.safeParse({ medias: [{ fileKey: 'claims/a.png' }] }).success).toBe(true);
  });

  it('needs a status or metadata to save a session', () => {
    const base = { email: 'ada@example.com', orderId: '5001' };
    expect(ClaimSessionInput.safeParse(base).success).toBe(false);
    expect(ClaimSessionInput.safeParse({ ...base, status: 'REVIEW' }).success).toBe(true);
    expect(ClaimSessionInput.safeParse({ ...base, metadata: { currentShipmentId: 'F-1' } }).success).toBe(
      true,
    );
  });

  it('bounds reviews to 1 to 5 whole stars', () => {
    expect(ReviewInput.safeParse({ rating: 5, comment: 'Quick!' }).success).toBe(true);
    for (const rating of [0, 6, 4.5]) expect(ReviewInput.safeParse({ rating }).success).toBe(false);
  });

  it('normalises the address country code and requires the basics', () => {
    const address = {
      firstName: 'Ada',
      lastName: 'L',
      address1: '1 Main St',
      city: 'Ottawa',
      countryCode: 'ca',
    };
    expect(AddressInput.parse(address).countryCode).toBe('CA');
    expect(AddressInput.safeParse({ ...address, city: ' ' }).success).toBe(false);
  });

  it('accepts only claim uploads', () => {
    expect(
      UploadRequest.safeParse({ contentType: 'image/png', filename: 'a.png', mediaType: 'CLAIM' }).success,
    ).toBe(true);
    expect(
      UploadRequest.safeParse({ contentType: 'image/png', filename: 'a.png', mediaType: 'AVATAR' }).success,
    ).toBe(false);
  });

  it('lets an upload for a message name its claim by token', () => {
    const request = { contentType: 'image/png', filename: 'a.png', mediaType: 'CLAIM' } as const;
    expect(UploadRequest.parse({ ...request, claimId: ' tok ' }).claimId).toBe('tok');
    expect(UploadRequest.safeParse({ ...request, claimId: '' }).success).toBe(false);
    expect(UploadRequest.safeParse({ ...request, claimId: 'x'.repeat(101) }).success).toBe(false);
  });

  it('gives an empty draft its template', () => {
    expect(ClaimDraft.parse({})).toEqual({ customer: {}, fulfillments: {}, resolution: {}, messages: [] });
  });
});

describe('the API contract', () => {
  it('escapes path parameters so an id cannot reach another route', () => {
    expect(apiPaths.claim('a/../b')).toBe('claims/a%2F..%2Fb');
    expect(apiPaths.submitClaim('5001')).toBe('claims/5001');
    expect(apiPaths.claimMessages('tok')).toBe('claims/tok/messages');
    expect(apiPaths.claimReviews('tok')).toBe('claims/tok/reviews');
    expect(apiPaths.session('s 1')).toBe('sessions/s%201');
    expect(apiPaths.store('7')).toBe('stores/7');
    expect(staffApiPaths.claimAssignee('c/1')).toBe('staff/claims/c%2F1/assignee');
    expect(staffApiPaths.claimLabels('c1')).toBe('staff/claims/c1/labels');
    expect(staffApiPaths.claimLabel('c1', 'l/1')).toBe('staff/claims/c1/labels/l%2F1');
    expect(staffApiPaths.storeLabels('aurora shop')).toBe('staff/stores/aurora%20shop/labels');
  });

  it('reads whitelabel settings with tolerant branding', () => {
    const settings = WhitelabelSettings.parse({
      storeId: 7,
      storeName: 'Acme',
      branding: { brand700: 'nope' },
    });
    expect(settings).toEqual({ storeId: '7', storeName: 'Acme', branding: {} });
  });
});
