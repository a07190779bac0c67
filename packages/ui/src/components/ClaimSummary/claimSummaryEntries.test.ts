import { Address, Claim, ClaimDraft, Order } from '@orderprotection/domain';
import { describe, expect, it } from 'vitest';
import { addressLines, claimSummaryFromClaim, claimSummaryFromDraft } from './claimSummaryEntries';

const order = Order.parse({
  systemOrderId: 'o1',
  orderId: 'o1',
  orderNumber: '#1',
  customerEmail: 'a@example.com',
  storeId: 's1',
  orderItems: [
    {
      id: 'li_mug',
      productName: 'Mug',
      productImage: 'https://cdn.example/mug.png',
      quantity: 2,
      sourceItemId: '9001',
    },
    { id: 'li_tee', productName: 'Tee', quantity: 1, sourceItemId: '9002' },
  ],
  fulfillments: [
    {
      id: 'f1',
      sourceFulfillmentId: '7001',
      trackingCompany: 'UPS',
      trackingNumber: ['1Z1'],
      items: [
        { item: '9001', quantity: 2 },
        { item: '9002', quantity: 1 },
      ],
    },
    { id: 'f2', sourceFulfillmentId: '7002', items: [{ item: '9002', quantity: 1 }] },
    { id: 'f3', sourceFulfillmentId: '7003', items: [{ item: '9001', quantity: 1 }] },
  ],
});

describe('claimSummaryFromDraft', () => {
  it('lists each item of the items path with its issues, one per unit included, in shipment order', () => {
    const draft = ClaimDraft.parse({
      fulfillments: {
        f3: { id: 'f3', issues: [{ id: 'C3', sourceItemId: '9001', quantity: 1, type: 'MISSING_ITEM' }] },
        f1: {
          id: 'f1',
          issues: [
            {
              id: 'A1',
              sourceItemId: '9001',
              quantity: 1,
              type: 'DAMAGED',
              sameIssueForAllUnits: false,
              details: 'Cracked',
              media: [{ fileKey: 'k1' }],
            },
            {
              id: 'A2',
              sourceItemId: '9001',
              quantity: 1,
              type: 'DEFECTIVE_ITEM',
              sameIssueForAllUnits: false,
            },
            { id: 'A3', sourceItemId: 'unknown', quantity: 1, type: 'DAMAGED' },
          ],
        },
        f2: { id: 'f2', issues: [] },
      },
    });
    expect(claimSummaryFromDraft(draft, order)).toEqual([
      {
        id: 'f1-9001',
        title: 'Mug',
        imageUrl: 'https://cdn.example/mug.png',
        issues: [
          { id: 'A1', type: 'DAMAGED', quantity: 1, details: 'Cracked', photoCount: 1 },
          { id: 'A2', type: 'DEFECTIVE_ITEM', quantity: 1, details: '', photoCount: 0 },
        ],
      },
      {
        id: 'f3-9001',
        title: 'Mug',
        imageUrl: 'https://cdn.example/mug.png',
        issues: [{ id: 'C3', type: 'MISSING_ITEM', quantity: 1, details: '', photoCount: 0 }],
      },
    ]);
  });

  it('lists a shipment of the shipment path with its issue and contents, named by the caller or its carrier', () => {
    const draft = ClaimDraft.parse({
      fulfillments: {
        f1: {
          id: 'f1',
          shipmentIssue: 'STOLEN',
          details: 'Gone from the porch',
          issues: [
            { id: 'B1', sourceItemId: '9001', quantity: 2, type: 'STOLEN' },
            { id: 'B2', sourceItemId: '9002', quantity: 1, type: 'STOLEN' },
          ],
        },
      },
    });
    const expected = {
      id: 'f1',
      issues: [{ id: 'f1-shipment', type: 'STOLEN', details: 'Gone from the porch' }],
      items: [
        { id: 'B1', name: 'Mug', quantity: 2 },
        { id: 'B2', name: 'Tee', quantity: 1 },
      ],
    };
    expect(claimSummaryFromDraft(draft, order)).toEqual([{ ...expected, title: 'UPS 1Z1' }]);
    expect(claimSummaryFromDraft(draft, order, (_shipment, position) => `Shipment ${position + 1}`)).toEqual([
      { ...expected, title: 'Shipment 1' },
    ]);
  });
});

describe('claimSummaryFromClaim', () => {
  it('lists each claimed item with its issue, counting its files', () => {
    const claim = Claim.parse({
      id: 'c1',
      claimNumber: 1,
      sourceOrderId: 'o1',
      sourceOrderNumber: '#1',
      claimState: 'NEW',
      claimType: 'MULTIPLE',
      storeId: 's1',
      createdAt: '2026-03-04T15:07:00Z',
      claimItems: [
        {
          id: 'ci1',
          name: 'Mug',
          quantity: 2,
          claimType: 'DAMAGED',
          sourceItemId: '9001',
          media: [
            { fileKey: 'a', downloadLink: '/a.jpg' },
            { fileKey: 'b', downloadLink: '/b.mp4' },
          ],
          images: [{ url: '/a.jpg' }],
        },
        {
          id: 'ci2',
          name: 'Tee',
          quantity: 1,
          claimType: 'WRONG_ITEM',
          sourceItemId: '9002',
          images: [{ url: '/t.jpg' }],
        },
      ],
    });
    expect(claimSummaryFromClaim(claim).map((entry) => entry.issues[0]?.photoCount)).toEqual([2, 1]);
    expect(claimSummaryFromClaim(claim)[1]).toMatchObject({
      id: 'ci2',
      title: 'Tee',
      issues: [{ type: 'WRONG_ITEM' }],
    });
  });
});

describe('addressLines', () => {
  it("lays the address out in its country's format, leaving blank lines out", () => {
    expect(
      addressLines(
        Address.parse({
          firstName: 'Jordan',
          lastName: 'Lee',
          address1: '350 Fifth Avenue',
          address2: ' ',
          city: 'New York',
          province: 'New York',
          provinceCode: 'NY',
          zip: '10118',
          countryCode: 'US',
        }),
      ),
    ).toEqual(['Jordan Lee', '350 Fifth Avenue', 'New York New York 10118', 'United States']);
  });

  it('falls back to the full name, the province code and the country name', () => {
    expect(
      addressLines(
        Address.parse({
          name: 'Anna Schmidt',
          address1: 'Musterstraße 12',
          city: 'Berlin',
          zip: '10115',
          country: 'Germany',
        }),
      ),
    ).toEqual(['Anna Schmidt', 'Musterstraße 12', '10115 Berlin', 'Germany']);
    expect(addressLines(Address.parse({ city: 'Toronto', provinceCode: 'ON', countryCode: 'CA' }))).toEqual([
      'Toronto ON',
      'Canada',
    ]);
  });

  it('shows every field of an address whose country is unknown', () => {
    expect(
      addressLines(
        Address.parse({
          firstName: 'Sam',
          address1: '12 Harbour Road',
          city: 'Port Town',
          zip: 'PT-1',
          country: 'Atlantis',
        }),
      ),
    ).toEqual(['Sam', '12 Harbour Road', 'Port Town PT-1', 'Atlantis']);
  });
});
