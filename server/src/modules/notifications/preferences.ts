/**
 * Which emails a person gets about one store's claims: a new claim, a shopper's reply. Each person sets
 * their own, per store; none until they choose (the domain's `NotificationPreferences` says why). Mail
 * goes to those who chose it and may read the claim when it is sent: a preference kept after the person
 * left the team sends nothing.
 */
import { can, type NotificationPreferences } from '@orderprotection/domain';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { notificationPreferences, people } from '../../db/schema';
import { contextOfStore, grantsOfPeople } from '../people/grants';

const NONE: NotificationPreferences = { newClaim: false, shopperReply: false };

export async function preferencesOf(
  db: Queryable,
  personId: string,
  storeId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select({
      newClaim: notificationPreferences.newClaim,
      shopperReply: notificationPreferences.shopperReply,
    })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.personId, personId), eq(notificationPreferences.storeId, storeId)));
  return row ?? NONE;
}

export async function savePreferences(
  db: Queryable,
  personId: string,
  storeId: string,
  preferences: NotificationPreferences,
  now: Date,
): Promise<NotificationPreferences> {
  await db
    .insert(notificationPreferences)
    .values({ personId, storeId, ...preferences, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.personId, notificationPreferences.storeId],
      set: { ...preferences, updatedAt: now },
    });
  return preferences;
}

/** The addresses of the people who chose `choice` for the store and may read its claims now. */
export async function teamRecipients(
  db: Queryable,
  store: { id: string; accountId: string | null },
  choice: keyof NotificationPreferences,
): Promise<string[]> {
  const chosen = await db
    .select({ personId: people.id, email: people.email })
    .from(notificationPreferences)
    .innerJoin(people, eq(people.id, notificationPreferences.personId))
    .where(and(eq(notificationPreferences.storeId, store.id), eq(notificationPreferences[choice], true)));
  if (chosen.length === 0) return [];
  const grants = await grantsOfPeople(
    db,
    chosen.map((person) => person.personId),
  );
  const context = contextOfStore(store.id, store.accountId);
  return chosen
    .filter((person) => can(grants.get(person.personId) ?? [], 'claim:read', context))
    .map((person) => person.email);
}
