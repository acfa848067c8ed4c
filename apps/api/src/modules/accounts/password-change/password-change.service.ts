import type { ChangePasswordBody } from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error.ts';
import type { Actor } from '../../../http/request-view.ts';
import { translate } from '../../../i18n/index.ts';
import * as users from '../accounts.repository.ts';
import { assertStrongPassword } from '../password-strength.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import * as sessions from '../sessions.repository.ts';

type Deps = Pick<FastifyInstance, 'db' | 'mailer' | 'realtime' | 'config'>;

/** Changing one's password, bound once to the app's database, mailer and sockets. */
export const createPasswordChangeService = (deps: Deps) => ({
  /** `sessionId` is the caller's: every other session of the account ends. */
  change: (actor: Actor, sessionId: number, body: ChangePasswordBody) =>
    changePassword(deps, actor, sessionId, body),
});

const wrongCurrent = () =>
  new AppError(422, 'accounts.current-password-wrong', {
    fields: { current_password: [{ key: 'accounts.current-password-wrong' }] },
  });

/**
 * Sets a new password for a signed-in account. The current password must be right (422 on
 * `current_password`), the new one follows the registration's rules and is not easy to guess
 * (422 on `password`). In one transaction the hash is replaced (only if unchanged since it was
 * checked) and every other session ends; this one stays. The other sessions' sockets close and
 * the account is told by e-mail, in the language of the request.
 */
const changePassword = async (
  { db, mailer, realtime, config }: Deps,
  { userId, locale, requestId }: Actor,
  sessionId: number,
  { current_password: currentPassword, password }: ChangePasswordBody,
): Promise<void> => {
  const hashCost = config.PASSWORD_HASH_COST;
  const user = await users.findUserById(db, userId);
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) throw wrongCurrent();
  await assertStrongPassword(password, [user.name, user.email, user.companyName]);
  const passwordHash = await hashPassword(password, hashCost);
  const ended = await db.transaction(async (tx) => {
    const replaced = await users.replacePasswordHash(tx, {
      id: userId,
      expected: user.passwordHash,
      passwordHash,
    });
    if (!replaced) throw wrongCurrent();
    return sessions.revokeOtherSessionsOfUser(tx, userId, sessionId);
  });
  realtime.disconnectSessions(ended);
  await mailer.send(
    {
      to: user.email,
      subject: translate(locale, 'mail.password-changed.subject'),
      text: translate(locale, 'mail.password-changed.body', { name: user.name }),
    },
    { requestId },
  );
};
