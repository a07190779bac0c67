/** What `npm run people:create` does (src/people-cli.ts), as a command of ./command.ts. */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { isAccountRole, isRole, isStoreRole, roleGrantSchema, roles } from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { accounts, people, stores } from '../db/schema';
import { mailDirectory } from '../modules/mail/mailer';
import { createAuth, createPerson } from '../modules/people/auth';
import { grantRole } from '../modules/people/grants';
import type { CommandInput } from './command';
import { UsageError } from './command';

const USAGE = `Usage: npm run people:create -- --email EMAIL --role ROLE [--store STORE_ID | --account ACCOUNT_ID] [--name NAME]
  Roles: ${roles.join(', ')}.
  Store roles need --store, account roles --account; OrderProtection roles apply to every store.`;

/** Gives a person a role, creating them first when their email is new; answers what it did. */
export async function createPersonCommand({ args, env, cwd }: CommandInput): Promise<string> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      store: { type: 'string' },
      account: { type: 'string' },
    },
  });
  const { email, role, store, account } = values;
  if (email === undefined || role === undefined) throw new UsageError(USAGE);
  if (!isRole(role)) throw new UsageError(`"${role}" is not a role.\n${USAGE}`);
  const grant = roleGrantSchema.safeParse({
    role,
    ...(store === undefined ? {} : { storeId: store }),
    ...(account === undefined ? {} : { accountId: account }),
  });
  if (!grant.success)
    throw new UsageError(`${grant.error.issues.map((issue) => issue.message).join(' ')}\n${USAGE}`);

  const config = loadConfig(env, cwd);
  const database = await openDatabase(config.database);
  try {
    const { db } = database;
    if (
      isStoreRole(role) &&
      (
        await db
          .select()
          .from(stores)
          .where(eq(stores.id, store ?? ''))
      ).length === 0
    ) {
      throw new UsageError(`There is no store "${store}". Import it first (npm run data:import -- FILE).`);
    }
    if (
      isAccountRole(role) &&
      (
        await db
          .select()
          .from(accounts)
          .where(eq(accounts.id, account ?? ''))
      ).length === 0
    ) {
      throw new UsageError(`There is no account "${account}". A store's import names its account.`);
    }
    const address = email.trim().toLowerCase();
    const [existing] = await db.select({ id: people.id }).from(people).where(eq(people.email, address));
    let password: string | undefined;
    let personId = existing?.id;
    if (personId === undefined) {
      password = randomBytes(12).toString('base64url');
      const auth = createAuth({
        db,
        secret: config.signingSecret,
        publicUrl: config.publicUrl,
        mailer: mailDirectory(`${config.dataDir}/mail`, config.mailFrom),
      });
      personId = await createPerson(auth, { email: address, name: values.name ?? address, password });
      // The printed password has been seen by whoever ran this (and their terminal's scrollback).
      await db.update(people).set({ mustChangePassword: true }).where(eq(people.id, personId));
    }
    await grantRole(db, personId, grant.data);
    const where = grant.data.storeId ?? grant.data.accountId;
    return (
      `${existing === undefined ? 'Created' : 'Updated'} ${address}: ${role}${where === undefined ? ' (every store)' : ` of ${where}`}.\n` +
      (password === undefined
        ? ''
        : `Their password, shown only now: ${password}\nThey choose their own at their first sign-in.\n`)
    );
  } finally {
    await database.close();
  }
}
