import { type Connection, DEFAULT_PROTECTION_MARKER } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { connectionsCopy as copy } from './ConnectionsPage';
import { type FakeStore, installFakeStaffApi } from './stories/fakeStaffApi';
import { SettingsPreview, storyMe, storyStore } from './stories/SettingsPreview';

/** What a story's fake staff API holds of the store's connections. */
type ConnectionsFake = Pick<FakeStore, 'connections' | 'connectionReads' | 'noSecretsKey'>;

const meta = {
  title: 'Console/Store settings/Connections',
  component: SettingsPreview,
  args: { path: '/settings/aurora/connections', role: 'account_owner' },
  // Aurora's settings as storyStore gives them, with the connections the story's `fake` parameter names.
  beforeEach: ({ args, parameters }) =>
    installFakeStaffApi(storyMe(args.role), {
      ...storyStore(args.role),
      ...(parameters.fake as ConnectionsFake | undefined),
    }),
  parameters: {
    docs: {
      description: {
        component: 'The platforms a store’s orders and scans come from, their health, and connecting one.',
      },
    },
  },
} satisfies Meta<typeof SettingsPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const shopify = (changes: Partial<Connection> = {}): Connection => ({
  id: 'connection-shopify',
  platform: 'shopify',
  account: 'aurora.myshopify.com',
  protection: DEFAULT_PROTECTION_MARKER,
  webhookUrl: 'https://claims.aurora.example/api/ingest/shopify/connection-shopify',
  createdAt: '2026-02-10T09:00:00.000Z',
  disconnectedAt: null,
  lastDeliveryAt: '2026-02-27T16:42:00.000Z',
  lastAppliedAt: '2026-02-27T16:42:00.000Z',
  lastFailureAt: null,
  lastFailure: null,
  pending: 3,
  failed: 0,
  backfill: null,
  ...changes,
});

const runningBackfill = (ordersDone: number): Connection['backfill'] => ({
  status: 'running',
  days: 30,
  ordersDone,
  ordersTotal: 4800,
  startedAt: '2026-02-27T16:40:00.000Z',
  finishedAt: null,
  error: null,
});

const woocommerce = (changes: Partial<Connection> = {}): Connection => ({
  id: 'connection-woo',
  platform: 'woocommerce',
  account: 'shop.aurora.example',
  protection: { skus: [], productIds: [], feeNames: ['Order protection'] },
  webhookUrl: 'https://claims.aurora.example/api/ingest/woocommerce/connection-woo',
  createdAt: '2026-02-12T09:00:00.000Z',
  disconnectedAt: null,
  lastDeliveryAt: '2026-02-20T08:00:00.000Z',
  lastAppliedAt: '2026-02-20T08:00:00.000Z',
  lastFailureAt: '2026-02-26T14:05:00.000Z',
  lastFailure: 'line_items.0.price: expected a decimal amount, got "N/A"',
  pending: 0,
  failed: 12,
  backfill: {
    status: 'failed',
    days: 30,
    ordersDone: 340,
    ordersTotal: 1200,
    startedAt: '2026-02-26T14:00:00.000Z',
    finishedAt: '2026-02-26T14:03:00.000Z',
    error: 'WooCommerce answered 401: the consumer key was refused',
  },
  ...changes,
});

const easypost: Connection = {
  id: 'connection-easypost',
  platform: 'easypost',
  account: 'EasyPost',
  protection: null,
  webhookUrl: 'https://claims.aurora.example/api/ingest/easypost/connection-easypost',
  createdAt: '2026-02-01T09:00:00.000Z',
  disconnectedAt: '2026-02-15T11:30:00.000Z',
  lastDeliveryAt: '2026-02-14T18:00:00.000Z',
  lastAppliedAt: '2026-02-14T18:00:00.000Z',
  lastFailureAt: null,
  lastFailure: null,
  pending: 0,
  failed: 0,
  backfill: null,
};

const cardOf = async (canvas: ReturnType<typeof within>, platform: Connection['platform'], account: string) =>
  within(await canvas.findByRole('listitem', { name: copy.cardTitle(platform, account) }));

export const Empty: Story = {
  parameters: { fake: { connections: [] } satisfies ConnectionsFake },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.none)).toBeVisible();
    await expect(canvas.getByRole('link', { name: copy.title })).toHaveAttribute('aria-current', 'page');
    // Shopify's form is the one open first.
    await expect(canvas.getByRole('tab', { name: 'Shopify' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText(copy.clientSecret, { selector: 'input' })).toHaveAttribute(
      'type',
      'password',
    );
  },
};

export const ShopifyBackfillRunning: Story = {
  parameters: {
    fake: {
      connections: [shopify({ backfill: runningBackfill(1200) })],
      // The list is read again while the import runs: the next read finds it further on.
      connectionReads: [[shopify({ backfill: runningBackfill(2400) })]],
    } satisfies ConnectionsFake,
  },
  play: async ({ canvas, userEvent }) => {
    const card = await cardOf(canvas, 'shopify', 'aurora.myshopify.com');
    const progress = card.getByRole('progressbar', { name: copy.backfillProgressOf('aurora.myshopify.com') });
    await expect(progress).toHaveAttribute('aria-valuenow', '25');
    await expect(card.getByText(copy.ordersOf(1200, 4800))).toBeVisible();
    await expect(card.getByText(copy.backfillStatus.running(30))).toBeVisible();
    // No second import while one runs.
    await expect(card.queryByRole('button', { name: copy.importPast })).toBeNull();
    await expect(card.getByText(copy.working)).toBeVisible();
    await expect(
      card.getByText('https://claims.aurora.example/api/ingest/shopify/connection-shopify'),
    ).toBeVisible();

    await expect(await card.findByText(copy.ordersOf(2400, 4800))).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '50');

    // A test event goes through: the answer's last delivery moved.
    await userEvent.click(card.getByRole('button', { name: copy.testOf('aurora.myshopify.com') }));
    await expect(await card.findByRole('status')).toHaveTextContent(copy.testReceived('Mar 2 at 10:00 AM'));
    await expect(card.getByText('Mar 2 at 10:00 AM')).toBeVisible();
  },
};

export const FailingConnection: Story = {
  parameters: { fake: { connections: [woocommerce(), easypost] } satisfies ConnectionsFake },
  play: async ({ canvas }) => {
    const card = await cardOf(canvas, 'woocommerce', 'shop.aurora.example');
    await expect(card.getByText(copy.failing)).toBeVisible();
    await expect(
      card.getByText(/^line_items\.0\.price: expected a decimal amount, got "N\/A" \(Feb 26 at 2:05 PM\)$/),
    ).toBeVisible();
    await expect(
      card.getByText(copy.backfillStatus.failed('WooCommerce answered 401: the consumer key was refused')),
    ).toBeVisible();
    await expect(card.getByText(copy.ordersOf(340, 1200))).toBeVisible();
    await expect(card.getByText('Fees named Order protection')).toBeVisible();

    // A disconnected carrier shows when it stopped, and offers nothing to do.
    const carrier = await cardOf(canvas, 'easypost', 'EasyPost');
    await expect(carrier.getByText(copy.disconnectedOn('Feb 15 at 11:30 AM'))).toBeVisible();
    await expect(carrier.queryByRole('button', { name: copy.testOf('EasyPost') })).toBeNull();
    await expect(carrier.queryByRole('heading', { name: copy.backfillTitle })).toBeNull();
    // A failed import may be started again.
    await expect(card.getByRole('button', { name: copy.importPast })).toBeVisible();
  },
};

export const ConnectFormErrors: Story = {
  parameters: { fake: { connections: [] } satisfies ConnectionsFake },
  play: async ({ canvas, userEvent }) => {
    const domain = await canvas.findByLabelText(copy.shopDomain, { selector: 'input' });
    const secret = canvas.getByLabelText(copy.clientSecret, { selector: 'input' });
    await userEvent.type(domain, 'aurora.com');
    await userEvent.type(secret, 'too-short');
    await userEvent.type(
      canvas.getByLabelText(copy.accessToken, { selector: 'input' }),
      'shpat_0123456789abcdef',
    );
    await userEvent.click(canvas.getByRole('button', { name: copy.connectAs('shopify') }));
    await waitFor(() => expect(domain).toHaveAttribute('aria-invalid', 'true'));
    await expect(domain).toHaveAccessibleDescription(/Expected the shop’s myshopify\.com domain/);
    await expect(secret).toHaveAttribute('aria-invalid', 'true');
    await expect(secret).toHaveAccessibleDescription(/Expected the app’s client secret/);
    await expect(canvas.getByLabelText(copy.accessToken, { selector: 'input' })).not.toHaveAttribute(
      'aria-invalid',
    );
    // Every refusal stands at its field: nothing is said above the button.
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ConnectShopify: Story = {
  parameters: { fake: { connections: [] } satisfies ConnectionsFake },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByLabelText(copy.shopDomain, { selector: 'input' }),
      'Aurora.myshopify.com',
    );
    await userEvent.type(
      canvas.getByLabelText(copy.clientSecret, { selector: 'input' }),
      'shpss_0123456789abcdef',
    );
    await userEvent.type(
      canvas.getByLabelText(copy.accessToken, { selector: 'input' }),
      'shpat_0123456789abcdef',
    );
    await userEvent.type(canvas.getByLabelText(copy.feeSkus, { selector: 'input' }), 'OP-FEE, OP-FEE-2');
    await userEvent.click(canvas.getByRole('button', { name: copy.connectAs('shopify') }));

    // The webhook URL to keep, and what happens on Shopify's side.
    await expect(
      await canvas.findByText(copy.connectedTitle('shopify', 'aurora.myshopify.com')),
    ).toBeVisible();
    await expect(canvas.getByLabelText(copy.webhookUrl, { selector: 'input' })).toHaveValue(
      'https://claims.aurora.example/api/ingest/shopify/connection-story1',
    );
    await expect(canvas.getByRole('button', { name: copy.copyUrl })).toBeVisible();
    const steps = canvas.getByText(/^We subscribe to the order topics for you/);
    await expect(steps).toBeVisible();
    const card = await cardOf(canvas, 'shopify', 'aurora.myshopify.com');
    await expect(card.getByText(copy.waitingForFirst)).toBeVisible();
    await expect(card.getByText(copy.noDeliveries)).toBeVisible();
    await expect(card.getByText('Fee SKUs OP-FEE, OP-FEE-2')).toBeVisible();

    // Its past orders are imported over 90 days; while it reads, the platform's total is not known yet.
    const days = card.getByLabelText(copy.days, { selector: 'input' });
    await expect(days).toHaveValue(30);
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(card.getByRole('button', { name: copy.importPast }));
    await expect(await card.findByText(copy.backfillStatus.running(90))).toBeVisible();
    await expect(card.getByText(copy.ordersOf(0, null))).toBeVisible();
    await expect(card.queryByRole('button', { name: copy.importPast })).toBeNull();

    // The secrets left the form; the shop's domain stays for a change of secrets.
    await expect(canvas.getByLabelText(copy.clientSecret, { selector: 'input' })).toHaveValue('');
    await expect(canvas.getByLabelText(copy.accessToken, { selector: 'input' })).toHaveValue('');
    await expect(canvas.getByLabelText(copy.shopDomain, { selector: 'input' })).toHaveValue(
      'Aurora.myshopify.com',
    );
    // The picture shows the steps, below the new connection's card.
    steps.scrollIntoView({ block: 'center' });
  },
};

export const WithoutSecretsKey: Story = {
  parameters: { fake: { connections: [], noSecretsKey: true } satisfies ConnectionsFake },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'WooCommerce' }));
    await userEvent.type(
      canvas.getByLabelText(copy.siteUrl, { selector: 'input' }),
      'https://shop.aurora.example',
    );
    await userEvent.type(
      canvas.getByLabelText(copy.wooWebhookSecret, { selector: 'input' }),
      'a-long-random-secret',
    );
    await userEvent.type(
      canvas.getByLabelText(copy.consumerKey, { selector: 'input' }),
      'ck_0123456789abcdef',
    );
    await userEvent.type(
      canvas.getByLabelText(copy.consumerSecret, { selector: 'input' }),
      'cs_0123456789abcdef',
    );
    await userEvent.click(canvas.getByRole('button', { name: copy.connectAs('woocommerce') }));
    // The server's own words: what is missing and how to set it.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This server has no SECRETS_KEY, so it cannot keep a platform’s secrets: set it (openssl rand -base64 32) and restart.',
    );
    await expect(canvas.queryByText(copy.connectedTitle('woocommerce', 'shop.aurora.example'))).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { role: 'connections_reader' },
  parameters: {
    fake: {
      connections: [
        shopify({
          backfill: {
            status: 'waiting',
            days: 30,
            ordersDone: 1250,
            ordersTotal: null,
            startedAt: '2026-02-27T16:40:00.000Z',
            finishedAt: null,
            error: null,
          },
        }),
        woocommerce({
          lastFailureAt: null,
          lastFailure: null,
          failed: 0,
          backfill: {
            status: 'done',
            days: 30,
            ordersDone: 1200,
            ordersTotal: 1200,
            startedAt: '2026-02-26T14:00:00.000Z',
            finishedAt: '2026-02-26T14:20:00.000Z',
            error: null,
          },
        }),
      ],
    } satisfies ConnectionsFake,
  },
  play: async ({ canvas }) => {
    const shop = await cardOf(canvas, 'shopify', 'aurora.myshopify.com');
    await expect(shop.getByText(copy.ordersOf(1250, null))).toBeVisible();
    // Without the platform's total, the count alone: no bar that would look like a fraction.
    await expect(shop.queryByRole('progressbar')).toBeNull();
    await expect(shop.getByText(copy.backfillStatus.waiting('Shopify'))).toBeVisible();
    const site = await cardOf(canvas, 'woocommerce', 'shop.aurora.example');
    await expect(site.getByText(copy.backfillStatus.done('Feb 26 at 2:20 PM'))).toBeVisible();
    await expect(
      site.getByRole('progressbar', { name: copy.backfillProgressOf('shop.aurora.example') }),
    ).toHaveAttribute('aria-valuenow', '100');
    // Reading only: the health and the URL to copy, nothing to change.
    await expect(canvas.getAllByRole('button', { name: /^Copy URL of / })).toHaveLength(2);
    for (const name of [copy.test, copy.disconnect, copy.importPast]) {
      await expect(canvas.queryByRole('button', { name: new RegExp(`^${name}`) })).toBeNull();
    }
    await expect(canvas.queryByRole('heading', { name: copy.connectTitle })).toBeNull();
  },
};
