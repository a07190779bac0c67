import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { Mailer } from '../modules/mail/mailer';
import type { MediaStorage } from '../modules/media/storage';
import type { Auth } from '../modules/people/auth';
import type { SessionCache } from '../modules/people/session-cache';
import type { Principal } from '../modules/principal';
import type { SecretBox } from '../security/secrets';
import type { Signer } from '../security/tokens';

/** What every request handler may use; built once by `createApp`. */
export interface Services {
  db: Db;
  storage: MediaStorage;
  signer: Signer;
  /** Sign-in, sessions and two-factor for people (better-auth). */
  auth: Auth;
  /** The sessions checked in the last few seconds (people/session-cache.ts). */
  sessions: SessionCache;
  mailer: Mailer;
  config: AppConfig;
  /** Seals and opens the secrets of a store's platforms; none without a key (config.ts `secretsKey`). */
  secrets: SecretBox | undefined;
  /** The current instant; tests inject a clock to control eligibility windows and expiries. */
  now: () => Date;
}

export interface AppEnv {
  /** `principal` is set once a route has checked the request's proof (customer/proof.ts). */
  Variables: { requestId: string; log: Logger; principal?: Principal };
}
