import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import type { MessageKey } from '../../../i18n/index.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { Realtime } from '../../../realtime/realtime-service.ts';
import * as users from '../accounts.repository.ts';
import { assertStrongPassword } from '../password-strength.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import * as sessions from '../sessions.repository.ts';

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
export const changePassword = async ({
  db,
  mailer,
  realtime,
  userId,
  sessionId,
  currentPassword,
  password,
  hashCost,
  translate,
}: {
  db: Database;
  mailer: Mailer;
  realtime: Pick<Realtime, 'disconnectSessions'>;
  userId: number;
  sessionId: number;
  currentPassword: string;
  password: string;
  hashCost: number;
  translate: (key: MessageKey, vars?: Record<string, string | number>) => string;
}): Promise<void> => {
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
  await mailer.send({
    to: user.email,
    subject: translate('mail.password-changed.subject'),
    text: translate('mail.password-changed.body', { name: user.name }),
  });
};
