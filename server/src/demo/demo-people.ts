/**
 * The demo's people, created with the demo data so that the console can be tried at once: an owner of
 * the Aurora Outfitters account, a member of its store's support team, one of our support agents and a
 * partner who only reads. Their passwords are printed by `npm start`; a real install creates its first
 * owner with `npm run people:create` instead.
 */
import type { RoleGrant } from '@orderprotection/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { people } from '../db/schema';
import { type Auth, createPerson } from '../modules/people/auth';
import { grantRole } from '../modules/people/grants';

export interface DemoPerson {
  email: string;
  name: string;
  password: string;
  grant: RoleGrant;
  /** What they show, for the start message. */
  is: string;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    email: 'owner@aurora-outfitters.example',
    name: 'Olivia Owner',
    password: 'aurora-owner-demo',
    grant: { role: 'account_owner', accountId: 'aurora-group' },
    is: 'owner of the Aurora Outfitters account',
  },
  {
    email: 'support@aurora-outfitters.example',
    name: 'Sam Support',
    password: 'aurora-support-demo',
    grant: { role: 'store_support', storeId: 'aurora' },
    is: "a member of Aurora Outfitters' support team",
  },
  {
    email: 'agent@orderprotection.example',
    name: 'Ada Agent',
    password: 'op-agent-demo-pass',
    grant: { role: 'orderprotection_support' },
    is: 'an OrderProtection support agent (every store)',
  },
  {
    email: 'partner@orderprotection.example',
    name: 'Pat Partner',
    password: 'partner-demo-pass',
    grant: { role: 'orderprotection_partner' },
    is: 'a partner who reads every store and changes nothing',
  },
];

export async function createDemoPeople(db: Db, auth: Auth): Promise<number> {
  for (const person of DEMO_PEOPLE) {
    const id = await createPerson(auth, person);
    await grantRole(db, id, person.grant);
  }
  return DEMO_PEOPLE.length;
}

/** The demo people the database holds (none after `DEMO_DATA=off`), for the start message. */
export async function demoPeopleInDatabase(db: Db): Promise<DemoPerson[]> {
  const rows = await db
    .select({ email: people.email })
    .from(people)
    .where(
      inArray(
        people.email,
        DEMO_PEOPLE.map((person) => person.email),
      ),
    );
  return DEMO_PEOPLE.filter((person) => rows.some((row) => row.email === person.email));
}
