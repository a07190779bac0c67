/**
 * The staff benchmark's data: 100,000 claims over 50 stores in 25 accounts, each claim with its order,
 * line, shipment and first event, written by SQL in a few statements; and two people to sign in as.
 */

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClaimStatus, ImportData, lifecycleStateOfStatus } from '@orderprotection/domain';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/database';
import { importData } from '../../server/src/modules/data-import/import';
import { localDiskStorage } from '../../server/src/modules/media/storage';
import { createAuth, createPerson } from '../../server/src/modules/people/auth';
import { grantRole } from '../../server/src/modules/people/grants';
import { createSigner } from '../../server/src/security/tokens';

export const CLAIMS = 100_000;
export const STORES = 50;
export const SECRET = 'bench-signing-secret-that-is-long-enough-0123456789';
export const PASSWORD = 'bench-person-password';

/** Every status with the facets the domain gives it, as SQL rows; claim g takes status g % 14. */
function statusRows(): string {
  return ClaimStatus.options
    .map((status, index) => {
      const state = lifecycleStateOfStatus(status);
      const text = (value: string | null) => (value === null ? 'NULL::text' : `'${value}'`);
      return `(${index}, '${status}', ${text(state.decision)}, ${state.resolutionCarriedOut}, ${text(state.waitingOn)})`;
    })
    .join(',\n      ');
}

export async function seed(url: string): Promise<void> {
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 2 });
  try {
    const { db } = database;
    // One store through the import, so its branding, settings and policy are what the app writes; the
    // 50 stores copy them.
    await importData(
      db,
      ImportData.parse({ stores: [{ id: 'template', name: 'Template', domains: ['template.example'] }] }),
      {
        storage: localDiskStorage(join(tmpdir(), 'op-bench-unused')),
        signer: createSigner(SECRET),
        now: new Date(),
        readAttachment: () => Promise.reject(new Error('no attachments')),
      },
    );
    const statements = [
      sql.raw(
        `INSERT INTO accounts (id, name) SELECT 'account-' || a, 'Account ' || a FROM generate_series(1, ${STORES / 2}) a`,
      ),
      sql.raw(`INSERT INTO stores (id, name, account_id, currency, branding, settings, policy, claim_counter)
        SELECT 'store-' || s, 'Store ' || s, 'account-' || ((s - 1) / 2 + 1), t.currency, t.branding, t.settings, t.policy, ${CLAIMS / STORES}
        FROM generate_series(1, ${STORES}) s, stores t WHERE t.id = 'template'`),
      sql.raw(`INSERT INTO orders (id, store_id, source_order_id, order_number, order_number_key, customer_email, email_key,
          customer_name, currency, exchange_rate, subtotal, shipping, shipping_tax, tax, total, discount_total, protected,
          is_one_time_appeasement, shipping_address, placed_at)
        SELECT 'o' || g, 'store-' || (g % ${STORES} + 1), 'src-' || g, (100000 + g)::text, (100000 + g)::text,
          'shopper' || g || '@example.com', 'shopper' || g || '@example.com', 'Shopper ' || g, 'USD', 1, 50, 5, 0, 4, 59, 0,
          true, false, '{"firstName":"Ada","lastName":"Shopper","address1":"1 Main St","city":"Springfield","countryCode":"US"}',
          now() - (g % 365) * interval '1 day'
        FROM generate_series(1, ${CLAIMS}) g`),
      sql.raw(`INSERT INTO order_items (id, order_id, position, source_item_id, product_name, sku, price, discount, tax,
          quantity, refunded_quantity, display)
        SELECT 'oi' || g, 'o' || g, 0, 'item', 'Product ' || (g % 500), 'SKU-' || g, 25, 0, 2, 2, 0, '{}'
        FROM generate_series(1, ${CLAIMS}) g`),
      sql.raw(`INSERT INTO fulfillments (id, order_id, position, source_fulfillment_id, status, tracking_company,
          tracking_numbers, tracking_urls, shipped_at, delivered_at, lines)
        SELECT 'f' || g, 'o' || g, 0, 'F1', 'DELIVERED', 'UPS', jsonb_build_array('1Z' || g), '[]',
          now() - (g % 365 + 5) * interval '1 day', now() - (g % 365 + 2) * interval '1 day',
          '[{"item":"item","quantity":2}]'
        FROM generate_series(1, ${CLAIMS}) g`),
      sql.raw(`INSERT INTO claims (id, link_token_hash, store_id, order_id, claim_number, source_order_id,
          source_order_number, claim_state, decision, resolution_carried_out, waiting_on, version, claim_type,
          requested_resolution, original_shipping_address, is_ota, author_name, author_email, currency, store_credits,
          item_count, claimed_value, created_at, updated_at)
        WITH statuses (i, status, decision, carried, waiting) AS (VALUES
      ${statusRows()})
        SELECT 'c' || g, md5('c' || g), 'store-' || (g % ${STORES} + 1), 'o' || g, g / ${STORES} + 1, 'src-' || g,
          (100000 + g)::text, s.status, s.decision, s.carried, s.waiting, 1, 'DAMAGED', 'REFUND', NULL, false,
          'Shopper ' || g, 'shopper' || g || '@example.com', 'USD', '[]', 1, 27, now() - (g % 365) * interval '1 day' + g * interval '1 ms',
          now()
        FROM generate_series(1, ${CLAIMS}) g JOIN statuses s ON s.i = g % ${ClaimStatus.options.length}`),
      sql.raw(`INSERT INTO claim_items (id, claim_id, position, name, sku, quantity, claim_type, source_item_id,
          source_fulfillment_id, resolution_requested, credit_store, order_item)
        SELECT 'ci' || g, 'c' || g, 0, 'Product ' || (g % 500), 'SKU-' || g, 1, 'DAMAGED', 'item', 'F1', 'REFUND', false,
          '{"price":25,"discount":0,"tax":2,"quantity":2,"refundedQuantity":0}'
        FROM generate_series(1, ${CLAIMS}) g`),
      sql.raw(`INSERT INTO claim_events (id, claim_id, move, from_status, to_status, actor_kind, actor_id, at)
        SELECT 'e' || c.id, c.id, 'file', NULL, c.claim_state, 'customer', NULL, c.created_at FROM claims c`),
      // Seeding counts every claim into claim_counts inside one statement, so each of its rows was rewritten
      // thousands of times; filing claims one transaction at a time keeps it small, as VACUUM FULL does here.
      sql.raw('VACUUM FULL claim_counts'),
      // A live table's visibility map is kept by autovacuum; a freshly written one has none, and every
      // index-only scan (the queue's capped tab counts) would read the table too until autovacuum came by.
      sql.raw('VACUUM ANALYZE'),
    ];
    for (const statement of statements) await db.execute(statement);
    const auth = createAuth({
      db,
      secret: SECRET,
      publicUrl: undefined,
      mailer: { describe: 'none', send: () => Promise.resolve() },
    });
    const agent = await createPerson(auth, {
      email: 'agent@bench.example',
      name: 'Agent',
      password: PASSWORD,
    });
    await grantRole(db, agent, { role: 'orderprotection_support' });
    const admin = await createPerson(auth, {
      email: 'admin@bench.example',
      name: 'Admin',
      password: PASSWORD,
    });
    await grantRole(db, admin, { role: 'store_admin', storeId: 'store-7' });
  } finally {
    await database.close();
  }
}
