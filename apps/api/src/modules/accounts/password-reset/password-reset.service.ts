import {
  type Locale,
  RESET_CODE_LENGTH,
  type ResetPasswordBody,
  type SendCodeBody,
  type VerifyCodeBody,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { type MessageKey, translate } from '../../../i18n/index.ts';
import { randomDigits, randomToken, sha256Hex } from '../../../lib/tokens.ts';
import * as users from '../accounts.repository.ts';
import { assertStrongPassword } from '../password-strength.ts';
import { hashPassword } from '../passwords.ts';
import { revokeAllSessions } from '../sessions.ts';
import * as repo from './password-reset.repository.ts';

type Deps = Pick<FastifyInstance, 'db' | 'mailer' | 'realtime' | 'config'>;

/** Forgotten passwords, bound once to the app's database, mailer and sockets. */
export const createPasswordResetService = (deps: Deps) => ({
  /** Mailed in `locale`, the request's language; its `requestId` goes on the job's log lines. */
  sendCode: (locale: Locale, body: SendCodeBody, requestId?: string) =>
    sendResetCode(deps, locale, body, requestId),
  verifyCode: (body: VerifyCodeBody) => verifyResetCode(deps.db, body),
  reset: (body: ResetPasswordBody) => resetPassword(deps, body),
});

export const RESET_CODE_MINUTES = 10;
export const RESET_CODE_MAX_ATTEMPTS = 5;
const RESET_TOKEN_MINUTES = 30;

// The row id salts the hash: equal codes of two users never hash alike.
const codeHashOf = (userId: number, code: string) => sha256Hex(`${userId}:${code}`);

/** A 422 whose code says the reason, with the same message on the `code` field for forms. */
const codeError = (reason: MessageKey) =>
  new AppError(422, reason, { fields: { code: [{ key: reason }] } });

/**
 * E-mails a fresh 6-digit code, valid 10 minutes, replacing any earlier one. Says nothing about
 * whether the account exists: an unknown e-mail gets the same answer and no e-mail.
 */
const sendResetCode = async (
  { db, mailer }: Deps,
  locale: Locale,
  { email }: SendCodeBody,
  requestId?: string,
): Promise<void> => {
  const user = await users.findUserByEmail(db, email);
  if (!user) return;
  const code = randomDigits(RESET_CODE_LENGTH);
  await repo.replaceResetCode(db, {
    userId: user.id,
    codeHash: codeHashOf(user.id, code),
    validMinutes: RESET_CODE_MINUTES,
  });
  await mailer.send(
    {
      to: user.email,
      subject: translate(locale, 'mail.reset-code.subject', { code }),
      text: translate(locale, 'mail.reset-code.body', { code, minutes: RESET_CODE_MINUTES }),
    },
    { requestId },
  );
};

/**
 * Exchanges a correct code for a one-time reset token. 422 on the `code` field: wrong, expired,
 * or tried 5 times wrongly already (then only a new code helps).
 */
const verifyResetCode = async (db: Database, { email, code }: VerifyCodeBody): Promise<string> => {
  const user = await users.findUserByEmail(db, email);
  const open = user ? await repo.findOpenResetCode(db, user.id) : undefined;
  if (!user || !open) throw codeError('accounts.code-invalid');
  if (open.attempts >= RESET_CODE_MAX_ATTEMPTS) throw codeError('accounts.code-attempts-exceeded');
  if (open.expired) throw codeError('accounts.code-expired');
  if (open.codeHash !== codeHashOf(user.id, code)) {
    const counted = await repo.countWrongAttempt(db, open.id, RESET_CODE_MAX_ATTEMPTS);
    throw codeError(counted ? 'accounts.code-invalid' : 'accounts.code-attempts-exceeded');
  }
  const token = randomToken();
  const confirmed = await repo.confirmResetCode(db, {
    id: open.id,
    maxAttempts: RESET_CODE_MAX_ATTEMPTS,
    tokenHash: sha256Hex(token),
    tokenMinutes: RESET_TOKEN_MINUTES,
  });
  // Lost a race: another request used the code or the last try meanwhile.
  if (!confirmed) throw codeError('accounts.code-attempts-exceeded');
  return token;
};

/**
 * Sets a new password with a reset token (usable once, 30 minutes) and ends every session of the
 * account, all in one transaction. 422 `accounts.reset-token-invalid` otherwise, and 422 on
 * `password` for one easy to guess (the token stays usable then).
 */
const resetPassword = async (
  { db, realtime, config }: Deps,
  { reset_token: resetToken, password }: ResetPasswordBody,
): Promise<void> => {
  const hashCost = config.PASSWORD_HASH_COST;
  const passwordHash = await hashPassword(password, hashCost);
  const userId = await db.transaction(async (tx) => {
    const userId = await repo.takeResetToken(tx, sha256Hex(resetToken));
    if (userId === undefined) {
      throw new AppError(422, 'accounts.reset-token-invalid', {
        fields: { reset_token: [{ key: 'accounts.reset-token-invalid' }] },
      });
    }
    // Thrown inside the transaction: the token is given back with the rollback.
    const user = await users.findUserById(tx, userId);
    await assertStrongPassword(password, [user?.name, user?.email, user?.companyName]);
    await users.updatePasswordHash(tx, userId, passwordHash);
    await revokeAllSessions({ db: tx, userId });
    return userId;
  });
  // Every session ended: so do the account's sockets.
  realtime.disconnectUser(userId);
};
