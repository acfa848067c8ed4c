import type { AccountType, LoginBody } from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, invalidFields } from '../../http/app-error.ts';
import type { RequestView } from '../../http/request-view.ts';
import { randomReadableCode } from '../../lib/tokens.ts';
import type { Media } from '../../media/media.ts';
import type { Realtime } from '../../realtime/realtime-service.ts';
import { notifying } from '../notifications/notify.ts';
import { joinThroughInvite } from '../referrals/referrals.service.ts';
import { checkAccountFields } from './account-rules.ts';
import { toAuthPayload } from './accounts.presenter.ts';
import * as repo from './accounts.repository.ts';
import { assertStrongPassword } from './password-strength.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { createSession, revokeSession } from './sessions.ts';

const INVITE_CODE_LENGTH = 8;

interface AccountDeps {
  db: Database;
  media: Media;
  realtime: Pick<Realtime, 'disconnectSessions'>;
  /** scrypt cost (log2 N) of new hashes: the config's `PASSWORD_HASH_COST`. */
  hashCost: number;
}

/** Registration and sessions, bound once to the app's database, media, sockets and hash cost. */
export const createAccountsService = (
  app: Pick<FastifyInstance, 'db' | 'media' | 'realtime' | 'config'>,
) => {
  const deps: AccountDeps = {
    db: app.db,
    media: app.media,
    // Sockets attach after the modules register: looked up when a session ends.
    get realtime() {
      return app.realtime;
    },
    hashCost: app.config.PASSWORD_HASH_COST,
  };
  return {
    register: (view: RequestView, type: AccountType, input: RegistrationInput) =>
      registerAccount(deps, view, type, input),
    logIn: (view: RequestView, credentials: LoginBody) => logIn(deps, view, credentials),
    logOut: (sessionId: number) => logOut(deps, sessionId),
  };
};

export interface RegistrationInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  country_id: number;
  region_id: number;
  ref?: string;
  company_name?: string;
  commercial_register?: string;
  logo?: Uint8Array;
}

/**
 * Creates a person or company account and signs it in. 422 naming each bad field: a password easy
 * to guess, e-mail taken, phone not valid for the country, region of another country. The logo is
 * stored first and removed again if the account cannot be created. A valid invite code (`ref`)
 * gives both parties their referral points in the same transaction (`joinThroughInvite`); an
 * unknown one is only kept as typed. Answers the new session.
 */
const registerAccount = async (
  { db, media, hashCost }: AccountDeps,
  view: RequestView,
  type: AccountType,
  input: RegistrationInput,
) => {
  await assertStrongPassword(input.password, [input.name, input.email, input.company_name]);
  const checked = await checkAccountFields({
    db,
    countryId: input.country_id,
    regionId: input.region_id,
    phone: input.phone,
    email: input.email,
  });
  const [passwordHash, logoKey] = await Promise.all([
    hashPassword(input.password, hashCost),
    input.logo ? media.storeImage(input.logo, 'logos') : null,
  ]);
  try {
    return await notifying(db, view, async (tx, notify) => {
      const user = await repo.insertUser(tx, {
        type,
        name: input.name,
        email: input.email,
        phone: checked.phone!,
        passwordHash,
        countryId: input.country_id,
        regionId: input.region_id,
        companyName: type === 'company' ? input.company_name : null,
        commercialRegister: type === 'company' ? input.commercial_register || null : null,
        logoKey,
        inviteCode: randomReadableCode(INVITE_CODE_LENGTH),
        invitedByCode: input.ref || null,
      });
      const points = await joinThroughInvite({ tx, notify, user, code: input.ref });
      if (points !== undefined) user.points = points;
      const token = await createSession({ db: tx, userId: user.id });
      return toAuthPayload(user, token, view.media);
    });
  } catch (error) {
    await media.discardImage(logoKey);
    // Two sign-ups with one e-mail racing: the unique index decides.
    if (repo.isEmailTaken(error)) throw invalidFields({ email: [{ key: 'accounts.email-taken' }] });
    throw error;
  }
};

/**
 * Signs in with e-mail and password. One 401 `accounts.invalid-credentials` whichever is wrong,
 * after the same scrypt work either way. A hash of other parameters than `hashCost`'s (an older
 * cost) is replaced by a new one while the password is at hand. Answers the new session.
 */
const logIn = async (
  { db, hashCost }: AccountDeps,
  view: RequestView,
  { email, password }: LoginBody,
) => {
  const user = await repo.findUserByEmail(db, email);
  const stored = user?.passwordHash ?? (await dummyPasswordHash(hashCost));
  const matches = await verifyPassword(password, stored);
  if (!user || !matches) throw new AppError(401, 'accounts.invalid-credentials');
  if (needsRehash(user.passwordHash, hashCost)) {
    await repo.updatePasswordHash(db, user.id, await hashPassword(password, hashCost));
  }
  const token = await createSession({ db, userId: user.id });
  return toAuthPayload(user, token, view.media);
};

/** Ends the caller's session: its token stops working at once, its sockets close. */
const logOut = async ({ db, realtime }: AccountDeps, sessionId: number) => {
  await revokeSession({ db, sessionId });
  realtime.disconnectSessions([sessionId]);
};
