import { describe, expect, it } from 'vitest';
import { staffApiPaths } from './api';
import {
  BackfillInput,
  CarrierConnectionInput,
  ShopifyConnectionInput,
  WooCommerceConnectionInput,
} from './connections';

const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('connecting a platform', () => {
  it("takes a Shopify shop's myshopify.com domain in any case, and names each refused field", () => {
    const secret = 's'.repeat(16);
    expect(
      ShopifyConnectionInput.parse({
        shopDomain: ' Aurora.MyShopify.com ',
        clientSecret: secret,
        accessToken: secret,
      }).shopDomain,
    ).toBe('aurora.myshopify.com');
    expect(
      issuePaths(
        ShopifyConnectionInput.safeParse({
          shopDomain: 'aurora.com',
          clientSecret: 'short',
          accessToken: secret,
        }),
      ),
    ).toEqual(['shopDomain', 'clientSecret']);
  });

  it('takes a WooCommerce site at an https:// address, with its fee names as the protection marker', () => {
    const input = {
      siteUrl: 'https://shop.example',
      webhookSecret: 'w'.repeat(16),
      consumerKey: `ck_${'k'.repeat(16)}`,
      consumerSecret: `cs_${'s'.repeat(16)}`,
      protection: { feeNames: ['Order protection'] },
    };
    expect(WooCommerceConnectionInput.parse(input).protection?.feeNames).toEqual(['Order protection']);
    expect(
      issuePaths(WooCommerceConnectionInput.safeParse({ ...input, siteUrl: 'http://shop.example' })),
    ).toEqual(['siteUrl']);
    // Plain http on this machine only (a local site or a stand-in); the site is kept as its origin.
    const local = { ...input, siteUrl: 'http://127.0.0.1:8080/shop/' };
    expect(WooCommerceConnectionInput.parse(local).siteUrl).toBe('http://127.0.0.1:8080');
    expect(
      issuePaths(WooCommerceConnectionInput.safeParse({ ...input, consumerKey: 'k'.repeat(20) })),
    ).toEqual(['consumerKey']);
  });

  it("takes a carrier's webhook secret, and a backfill of 1 to 365 days", () => {
    expect(issuePaths(CarrierConnectionInput.safeParse({ webhookSecret: 'short' }))).toEqual([
      'webhookSecret',
    ]);
    expect(BackfillInput.safeParse({ days: 365 }).success).toBe(true);
    expect(BackfillInput.safeParse({ days: 366 }).success).toBe(false);
    expect(BackfillInput.safeParse({}).success).toBe(true);
  });

  it("names a store's connection paths with their parts encoded", () => {
    expect(staffApiPaths.storePlatformConnection('a b', 'shopify')).toBe(
      'staff/stores/a%20b/connections/shopify',
    );
    expect(staffApiPaths.connectionTest('a', 'c/1')).toBe('staff/stores/a/connections/c%2F1/test');
    expect(staffApiPaths.connectionBackfill('a', 'c/1')).toBe('staff/stores/a/connections/c%2F1/backfill');
    expect(staffApiPaths.storeConnection('a', 'c/1')).toBe('staff/stores/a/connections/c%2F1');
  });
});
