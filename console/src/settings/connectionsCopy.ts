/** The Connections page's words, shared by its parts and its stories. */
import type { ConnectionPlatform } from '@orderprotection/domain';

export const platformNames: Record<ConnectionPlatform, string> = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  easypost: 'EasyPost',
  aftership: 'AfterShip',
};

export const connectionsCopy = {
  title: 'Connections',
  intro:
    'The platforms your orders and shipments come from. Once connected, orders arrive by themselves as they change, and carrier scans tell when a parcel was delivered.',
  none: 'No platform is connected yet.',
  listTitle: 'Connected platforms',
  loadFailed: 'The connections could not be loaded.',
  cardTitle: (platform: ConnectionPlatform, account: string) => `${platformNames[platform]}: ${account}`,
  webhookUrl: 'Webhook URL',
  copyUrl: 'Copy URL',
  copied: 'Copied',
  connected: 'Connected',
  status: 'Status',
  working: 'Receiving',
  waitingForFirst: 'Waiting for the first delivery',
  failing: 'Failing',
  disconnectedOn: (when: string) => `Disconnected ${when}`,
  lastDelivery: 'Last delivery',
  noDeliveries: 'No deliveries yet',
  pending: 'Waiting to be applied',
  failed: 'Could not be applied',
  lastFailure: 'Last failure',
  noFailure: 'None',
  failureAt: (reason: string, when: string) => `${reason} (${when})`,
  protection: 'Protected orders',
  protectionDefault: 'Fee line with the SKU ORDERPROTECTION',
  marker: {
    skus: (skus: string) => `fee SKUs ${skus}`,
    productIds: (ids: string) => `fee product ids ${ids}`,
    property: (name: string, value: string | undefined) =>
      value === undefined ? `line property ${name}` : `line property ${name} = ${value}`,
    feeNames: (names: string) => `fees named ${names}`,
  },
  test: 'Send a test event',
  testOf: (account: string) => `Send a test event to ${account}`,
  testReceived: (when: string) => `Test event received and applied. Last delivery: ${when}.`,
  testFailed: (reason: string) => `The test event arrived but could not be applied: ${reason}`,
  testStored: 'Test event stored: it shows as the last delivery once it is applied.',
  disconnect: 'Disconnect',
  disconnectOf: (account: string) => `Disconnect ${account}`,
  disconnectTitle: (platform: ConnectionPlatform, account: string) =>
    `Disconnect ${platformNames[platform]} (${account})?`,
  disconnectText:
    'Its webhooks are refused from now on, so orders and scans stop arriving from it. What already arrived stays. Connect it again to resume.',
  backfillTitle: 'Past orders',
  backfillProgressOf: (account: string) => `Past orders imported from ${account}`,
  ordersOf: (done: number, total: number | null) =>
    total === null
      ? `${done.toLocaleString('en-US')} orders`
      : `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} orders`,
  backfillStatus: {
    running: (days: number) => `Importing the orders of the last ${days} days…`,
    waiting: (platform: string) =>
      `Paused by ${platform}'s rate limit: it goes on by itself as soon as ${platform} lets it.`,
    done: (when: string) => `Done ${when}.`,
    failed: (error: string) => `Failed: ${error}`,
  },
  noBackfill: 'No past orders imported yet: only orders placed or changed since connecting are here.',
  days: 'Days back',
  daysHelp: 'Orders placed in this many days (1 to 365) are read from the platform.',
  importPast: 'Import past orders',
  importPastOf: (account: string) => `Import past orders from ${account}`,
  // Connecting.
  connectTitle: 'Connect a platform',
  connectIntro:
    'Connecting a platform again gives its connection new secrets. Secrets are kept encrypted and never shown again.',
  connectAs: (platform: ConnectionPlatform) => `Connect ${platformNames[platform]}`,
  shopDomain: 'Shop domain',
  shopDomainHelp: 'The shop’s myshopify.com domain, e.g. aurora.myshopify.com.',
  clientSecret: 'Client secret',
  clientSecretHelp:
    'From your app in Shopify’s Dev Dashboard, under Settings. Shopify signs its webhooks with it.',
  accessToken: 'Admin API access token',
  accessTokenHelp: 'From the same app, with read access to orders and fulfillments.',
  feeSkus: 'Fee SKUs (optional)',
  feeSkusHelp:
    'The SKUs of OrderProtection’s fee line, separated by commas. An order with one is protected; ORDERPROTECTION when empty.',
  siteUrl: 'Site URL',
  siteUrlHelp: 'Your shop’s https:// address, e.g. https://shop.example.',
  wooWebhookSecret: 'Webhook secret',
  wooWebhookSecretHelp:
    'Any long random text (16 characters or more). You enter the same as the Secret of each WooCommerce webhook.',
  consumerKey: 'Consumer key',
  consumerKeyHelp: 'From WooCommerce > Settings > Advanced > REST API: a key with Read access (ck_…).',
  consumerSecret: 'Consumer secret',
  consumerSecretHelp: 'Shown with the key when it is made (cs_…).',
  feeNames: 'Fee names (optional)',
  feeNamesHelp: 'The names of the OrderProtection cart fee as your checkout adds it, separated by commas.',
  easypostSecret: 'Webhook secret',
  easypostSecretHelp:
    'Any long random text (16 characters or more). You enter the same as the secret of the EasyPost webhook.',
  aftershipSecret: 'Webhook secret',
  aftershipSecretHelp: 'The secret AfterShip shows under Notifications > Webhooks.',
  connectedTitle: (platform: ConnectionPlatform, account: string) =>
    `${platformNames[platform]} connected: ${account}`,
  connectedText: 'Its webhook URL is below. Then:',
  done: 'Done',
  steps: {
    shopify: [
      'We subscribe to the order topics for you (orders, fulfillments, refunds and the app’s uninstall), sent to this URL and signed with your app’s client secret: there is nothing to paste in Shopify.',
      'Do not add this URL under Settings > Notifications > Webhooks in your Shopify admin: those webhooks are for the shop’s own and are signed with another key.',
      'Send a test event from the connection above, then import past orders.',
    ],
    woocommerce: [
      'In your WordPress admin, open WooCommerce > Settings > Advanced > Webhooks and choose Add webhook.',
      'Make three webhooks, with the topics Order created, Order updated and Order deleted, each Active.',
      'In each, paste this URL as the Delivery URL, and enter the webhook secret you entered here as its Secret.',
      'Save them, then send a test event and import past orders from the connection above.',
    ],
    easypost: [
      'In your EasyPost dashboard, open Webhooks and add a webhook.',
      'Paste this URL, and enter the webhook secret you entered here as its secret.',
      'EasyPost then sends each tracker’s updates here, and claims use the scans.',
    ],
    aftership: [
      'In your AfterShip admin, open Notifications > Webhooks.',
      'Add this URL as a webhook URL, with the tracking updates turned on.',
      'AfterShip signs them with the secret shown there, the one you entered here.',
    ],
  } satisfies Record<ConnectionPlatform, readonly string[]>,
} as const;
