import { describe, expect, it } from 'vitest';
import {
  ImportAttachment,
  ImportClaim,
  ImportData,
  ImportMessage,
  ImportOrder,
  importProblems,
  OrderBatchInput,
  OrderInput,
} from './index';

const store = {
  id: 'aurora',
  name: 'Aurora Outfitters',
  domains: ['Claims.Aurora.Example'],
  currency: 'eur',
  branding: { brand700: '#3355ff', buttonStyle: 'ROUNDED_FULL' },
  settings: { capabilities: { credit: true }, credit: { enabled: true, bonus: 10, bonusType: 'fixed' } },
  policy: { claimWindowDays: 45 },
};

const order = {
  storeId: 'aurora',
  orderId: 5001,
  orderNumber: '#1001',
  customerEmail: ' ada@example.com ',
  protected: true,
  orderItems: [
    { sourceItemId: 'mug', productName: 'Blue mug', quantity: 2, price: 12.5 },
    { sourceItemId: 'tee', productName: 'Tee', quantity: 1, refundedQuantity: 1 },
  ],
  fulfillments: [
    {
      sourceFulfillmentId: 'F1',
      fulfillmentStatus: 'DELIVERED',
      trackingNumber: ['1Z999'],
      deliveredAt: '2024-03-01T10:00:00Z',
      items: [
        { item: 'mug', quantity: 2 },
        { item: 'tee', quantity: 1 },
      ],
    },
  ],
};

const claim = {
  storeId: 'aurora',
  orderId: '5001',
  claimNumber: 7,
  createdAt: '2024-03-05T10:00:00Z',
  items: [
    {
      sourceItemId: 'mug',
      sourceFulfillmentId: 'F1',
      quantity: 1,
      claimType: 'DAMAGED',
      attachments: [{ path: 'attachments/mug.png' }],
    },
  ],
  resolutions: [{ sourceItemId: 'mug', resolutionType: 'REFUND', decision: 'APPROVED', paidValue: 12.5 }],
  messages: [
    { senderType: 'customer', messageContent: 'It arrived broken.', createdAt: '2024-03-05T10:01:00Z' },
  ],
};

function issuesOf(input: unknown): { path: string; message: string }[] {
  const result = ImportData.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('ImportData', () => {
  it('reads stores, orders and claims with defaults filled and values normalised', () => {
    const data = ImportData.parse({ stores: [store], orders: [order], claims: [claim] });
    const [parsedStore] = data.stores;
    expect(parsedStore?.domains).toEqual(['claims.aurora.example']);
    expect(parsedStore?.currency).toBe('EUR');
    expect(parsedStore?.policy).toEqual({
      claimWindowDays: 45,
      waitingDaysAfterDelivery: 3,
      maxFilesPerClaim: 10,
    });
    expect(parsedStore?.settings.capabilities).toEqual({
      credit: true,
      refund: true,
      reship: true,
      returns: false,
    });
    const [parsedOrder] = data.orders;
    expect(parsedOrder?.orderId).toBe('5001');
    expect(parsedOrder?.customerEmail).toBe('ada@example.com');
    expect(parsedOrder?.currency).toBe('USD');
    expect(parsedOrder?.orderItems[1]?.refundedQuantity).toBe(1);
    expect(data.claims[0]?.claimState).toBe('NEW');
    // Left to the domain's defaultCreditStore when the file does not say.
    expect(data.claims[0]?.items[0]?.creditStore).toBeUndefined();
  });

  it('accepts an empty file and a file with orders only (their stores imported earlier)', () => {
    expect(ImportData.parse({})).toEqual({ stores: [], orders: [], claims: [] });
    expect(ImportData.parse({ orders: [order] }).orders).toHaveLength(1);
  });

  it('refuses unknown fields, so a misspelt field is never silently ignored', () => {
    expect(issuesOf({ stores: [{ ...store, protcted: true }] })).toEqual([
      { path: 'stores.0', message: 'Unrecognized key: "protcted"' },
    ]);
    expect(issuesOf({ orders: [order], extra: 1 })).toEqual([
      { path: '', message: 'Unrecognized key: "extra"' },
    ]);
  });

  it('refuses misspelt branding, settings and policy fields, naming each one', () => {
    const result = ImportData.safeParse({
      stores: [
        {
          ...store,
          branding: { brand_700: '#3355ff', logoURL: '/logo.png', fonts: { body: { wof2: '/f.woff2' } } },
          settings: { capabilities: { reshp: true } },
          policy: { claimWindow: 30 },
        },
      ],
    });
    expect(result.error && importProblems(result.error)).toEqual([
      'stores.0.branding.fonts.body.wof2: Unrecognized key',
      'stores.0.branding.brand_700: Unrecognized key',
      'stores.0.branding.logoURL: Unrecognized key',
      'stores.0.settings.capabilities.reshp: Unrecognized key',
      'stores.0.policy.claimWindow: Unrecognized key',
    ]);
    const wrongType = ImportData.safeParse({ stores: [{ ...store, currency: 'DOLLARS' }], extra: 1 });
    expect(wrongType.error && importProblems(wrongType.error)).toEqual([
      'stores.0.currency: Unknown ISO 4217 currency code',
      'extra: Unrecognized key',
    ]);
  });

  it('takes a logo as a data: URL of a logo format or a file beside the import file', () => {
    const withBranding = (branding: unknown) => issuesOf({ stores: [{ ...store, branding }] });
    for (const logoUrl of [
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
      'data:image/svg+xml;charset=utf-8;base64,PHN2Zy8+',
    ]) {
      expect(withBranding({ logoUrl }), logoUrl).toEqual([]);
    }
    expect(withBranding({ logoUrl: 'data:image/gif;base64,R0lGODlh' })).toEqual([
      {
        path: 'stores.0.branding.logoUrl',
        message: 'A logo must be an SVG, PNG, JPEG or WebP image. Expected a data:image/...;base64, URL.',
      },
    ]);
    expect(withBranding({ logoUrl: 'data:image/png;base64,%%%' })).toEqual([
      {
        path: 'stores.0.branding.logoUrl',
        message: 'The data: URL is not valid base64 or percent-encoded text.',
      },
    ]);
    expect(withBranding({ logoUrl: `data:image/png;base64,${'A'.repeat(1_500_000)}` })).toEqual([
      { path: 'stores.0.branding.logoUrl', message: 'The logo is larger than 1 MB.' },
    ]);
    expect(withBranding({ logoUrl: 'http://cdn.example/logo.png' })).toEqual([
      {
        path: 'stores.0.branding.logoUrl',
        message: 'Expected https://: browsers upgrade or block an http:// image on an https page',
      },
    ]);
    expect(
      ImportData.parse({ stores: [{ ...store, branding: { logoFile: 'logos/acme.png' } }] }).stores[0]
        ?.branding,
    ).toEqual({ logoFile: 'logos/acme.png' });
    expect(withBranding({ logoFile: '../acme.png' })).toEqual([
      { path: 'stores.0.branding.logoFile', message: 'Use a path relative to the import file, without ".."' },
    ]);
    expect(withBranding({ logoFile: 'acme.png', logoUrl: '/acme.png' })).toEqual([
      { path: 'stores.0.branding.logoFile', message: 'Give logoUrl or logoFile, not both' },
    ]);
  });

  it('names duplicate stores, domains, orders and claim numbers', () => {
    const input = {
      stores: [store, { ...store, domains: ['claims.aurora.example', 'other.example'] }],
      orders: [order, { ...order, orderId: '5001' }],
      claims: [claim, claim],
    };
    expect(issuesOf(input)).toEqual([
      { path: 'stores.1.id', message: 'Store aurora appears twice' },
      { path: 'stores.1.domains.0', message: 'Domain claims.aurora.example belongs to two stores' },
      { path: 'orders.1.orderId', message: 'Order 5001 of store aurora appears twice' },
      { path: 'claims.1.claimNumber', message: 'Claim 7 of store aurora appears twice' },
    ]);
  });

  it('refuses a host name with a scheme or a path, and an unknown currency', () => {
    expect(issuesOf({ stores: [{ ...store, domains: ['https://aurora.example/claims'] }] })[0]?.message).toBe(
      'Expected a host name such as claims.example.com',
    );
    expect(issuesOf({ stores: [{ ...store, currency: 'DOLLARS' }] })[0]?.message).toBe(
      'Unknown ISO 4217 currency code',
    );
  });
});

describe('ImportOrder', () => {
  function orderIssues(input: unknown): string[] {
    const result = ImportOrder.safeParse(input);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }

  it('keeps a valid order as is', () => {
    expect(orderIssues(order)).toEqual([]);
  });

  it('refuses an order without items, an empty id and negative amounts', () => {
    expect(orderIssues({ ...order, orderItems: [], fulfillments: [] })).toEqual([
      'orderItems: Too small: expected array to have >=1 items',
    ]);
    expect(orderIssues({ ...order, orderId: ' ' })).toEqual(['orderId: Required']);
    expect(orderIssues({ ...order, total: -1 })).toEqual(['total: Too small: expected number to be >=0']);
  });

  it('refuses an item listed twice and more refunded than ordered', () => {
    const items = [
      { sourceItemId: 'mug', productName: 'Mug', quantity: 1, refundedQuantity: 2 },
      { sourceItemId: 'mug', productName: 'Mug again', quantity: 1 },
    ];
    expect(orderIssues({ ...order, orderItems: items, fulfillments: [] })).toEqual([
      'orderItems.0.refundedQuantity: More units refunded than ordered',
      'orderItems.1.sourceItemId: Item mug appears twice',
    ]);
  });

  it('refuses shipments listed twice, lines of unknown items and more units shipped than ordered', () => {
    const fulfillments = [
      { sourceFulfillmentId: 'F1', items: [{ item: 'mug', quantity: 2 }] },
      {
        sourceFulfillmentId: 'F1',
        items: [
          { item: 'mug', quantity: 1 },
          { item: 'ghost', quantity: 1 },
        ],
      },
    ];
    expect(orderIssues({ ...order, fulfillments })).toEqual([
      'fulfillments.1.sourceFulfillmentId: Shipment F1 appears twice',
      'fulfillments.1.items.0.quantity: More units of mug shipped than ordered',
      "fulfillments.1.items.1.item: Item ghost is not one of the order's items",
    ]);
  });

  it('refuses an unknown shipment status rather than guessing whether it shipped', () => {
    const fulfillments = [{ sourceFulfillmentId: 'F1', fulfillmentStatus: 'TELEPORTED' }];
    expect(orderIssues({ ...order, fulfillments })[0]).toMatch(
      /^fulfillments\.0\.fulfillmentStatus: Invalid option/,
    );
  });
});

describe('OrderInput and OrderBatchInput', () => {
  const { storeId: _store, orderId: _id, ...fields } = order;
  const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('is the import order without its store and id, checked the same way', () => {
    expect(issues(OrderInput.safeParse(fields))).toEqual([]);
    expect(issues(OrderInput.safeParse(order))).toEqual([': Unrecognized keys: "storeId", "orderId"']);
    const [mug, tee] = fields.orderItems;
    const refunded = { ...fields, orderItems: [{ ...mug, refundedQuantity: 3 }, tee] };
    expect(issues(OrderInput.safeParse(refunded))).toEqual([
      'orderItems.0.refundedQuantity: More units refunded than ordered',
    ]);
  });

  it('takes up to 500 orders, each once', () => {
    const entry = (orderId: string) => ({ orderId, ...fields });
    expect(issues(OrderBatchInput.safeParse({ orders: [entry('a'), entry('b')] }))).toEqual([]);
    expect(issues(OrderBatchInput.safeParse({ orders: [entry('a'), entry('b'), entry('a')] }))).toEqual([
      'orders.2.orderId: Order a appears twice',
    ]);
    const many = Array.from({ length: 501 }, (_, index) => entry(`o${index}`));
    expect(issues(OrderBatchInput.safeParse({ orders: many }))).toEqual([
      'orders: Too big: expected array to have <=500 items',
    ]);
    expect(issues(OrderBatchInput.safeParse({ orders: [] }))).toEqual([
      'orders: Too small: expected array to have >=1 items',
    ]);
  });
});

describe('ImportClaim and attachments', () => {
  it('reads a claim with resolutions and messages', () => {
    const parsed = ImportClaim.parse(claim);
    expect(parsed.resolutions[0]?.creditStore).toBe(false);
    expect(parsed.messages[0]?.attachments).toEqual([]);
  });

  it('refuses a claim without items and an unknown claim type', () => {
    expect(ImportClaim.safeParse({ ...claim, items: [] }).success).toBe(false);
    const wrongType = { ...claim, items: [{ sourceItemId: 'mug', quantity: 1, claimType: 'SPLASHED' }] };
    expect(ImportClaim.safeParse(wrongType).success).toBe(false);
  });

  it('needs text or an attachment in a message', () => {
    const empty = { senderType: 'staff', createdAt: '2024-03-05T10:00:00Z' };
    expect(ImportMessage.safeParse(empty).error?.issues[0]?.message).toBe(
      'A message needs text or an attachment',
    );
    expect(ImportMessage.safeParse({ ...empty, attachments: [{ path: 'a.png' }] }).success).toBe(true);
  });

  it("only takes attachment paths inside the import file's folder", () => {
    expect(ImportAttachment.safeParse({ path: 'attachments/box.png' }).success).toBe(true);
    for (const path of ['/etc/passwd', '../secret.png', 'attachments/../../x.png', 'a\\..\\b.png']) {
      expect(ImportAttachment.safeParse({ path }).error?.issues[0]?.message).toBe(
        'Use a path relative to the import file, without ".."',
      );
    }
  });
});
