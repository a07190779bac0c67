/**
 * The demo's people, created with the demo data so that the console can be tried at once: an owner of
 * the Aurora Outfitters account, a member of its store's support team, one of our support agents and a
 * partner who only reads. Their passwords are printed by `npm start`; a real install creates its first
 * owner with `npm run people:create` instead.
 *
 * Their passwords are stored already hashed (better-auth's scrypt, `salt:key`, made once with its
 * `hashPassword`): hashing takes 32 MB for a moment, which a first start would add to its peak memory
 * (server/README, memory), for passwords that are public anyway. test/demo-people.test.ts checks that each
 * hash is its password's.
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
  /** `password`, hashed as better-auth hashes it. */
  passwordHash: string;
  grant: RoleGrant;
  /** What they show, for the start message. */
  is: string;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    email: 'owner@aurora-outfitters.example',
    name: 'Olivia Owner',
    password: 'aurora-owner-demo',
    passwordHash:
      '9b95c3f356287f6f5792b2ff39fd56b6:58e2419fd7dca4b074e0b76dba572e6d9f0abb154edcbfd4920a63379430e9d6b5e6b66456b0f25a942dd08bad0504d8b2c09134c538b527a4b7acf85ef8e515',
    grant: { role: 'account_owner', accountId: 'aurora-group' },
    is: 'owner of the Aurora Outfitters account',
  },
  {
    email: 'support@aurora-outfitters.example',
    name: 'Sam Support',
    password: 'aurora-support-demo',
    passwordHash:
      'a6e1f01b9cd6711700a3fe238ecf348d:830dfd4accbc5cc6dcbe157de4b688c84bd4c29c2d4502e35bf44aa32063e4013c9676f122551dc211cff429725394b3fd1dc3697b250778476c75efaf011715',
    grant: { role: 'store_support', storeId: 'aurora' },
    is: "a member of Aurora Outfitters' support team",
  },
  {
    email: 'agent@orderprotection.example',
    name: 'Ada Agent',
    password: 'op-agent-demo-pass',
    passwordHash:
      '84b1aa261a4ae7d16e60b4d58fad235c:bce212c9c9218985332eba8f442222693d05ace620fdf91f78270f0db2f08233db4e99a4764925bad1954377eca856755a79257459fcb832d6b34cfd2cf7f2de',
    grant: { role: 'orderprotection_support' },
    is: 'an OrderProtection support agent (every store)',
  },
  {
    email: 'partner@orderprotection.example',
    name: 'Pat Partner',
    password: 'partner-demo-pass',
    passwordHash:
      '2b2196074e56afe6eeaabc9578ba1ed4:3ee88b282afef00beafa6ba3f8c5049ffdb96ab342fa934da317d60d99aa45a81378ca815756549c0bd449b182388ac8168d3951f6d871d6b9944c320d97ba9e',
    grant: { role: 'orderprotection_partner' },
    is: 'a partner who reads every store and changes nothing',
  },
];

export async function createDemoPeople(db: Db, auth: Auth): Promise<number> {
  for (const person of DEMO_PEOPLE) {
    const id = await createPerson(auth, {
      email: person.email,
      name: person.name,
      passwordHash: person.passwordHash,
    });
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
