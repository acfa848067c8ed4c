import { webPaths } from '@souq/contract/web-paths';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { getErrorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { playSound } from '../../../lib/sounds';
import { useChangePassword } from '../api/change-password';
import { useSendResetCode } from '../api/send-code';
import { saveResetFlow } from '../lib/reset-flow';
import { ChangePasswordForm } from './change-password-form';

/**
 * Changing the password while signed in: the current one and a new one (other sessions end, this
 * one stays, and an e-mail says so). Forgot the current one? The e-mailed code resets it (and
 * ends every session).
 */
export function PasswordCard({ email }: { email: string }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { mutateAsync: sendResetCode, isPending, isSuccess } = useSendResetCode();
  const change = useChangePassword();
  const isSending = isPending || isSuccess;
  const [error, setError] = useState<string | null>(null);
  const handleChanged = (message?: string) => {
    playSound('success');
    void notify('success', message || t('profile.password.changed'));
  };
  const handleClick = async () => {
    setError(null);
    try {
      const message = await sendResetCode(email);
      saveResetFlow({ email, sentAt: Date.now() });
      if (message) void notify('success', message);
      void navigate(webPaths.verificationCode);
    } catch (failure) {
      setError(getErrorMessage(failure));
    }
  };
  return (
    <section
      aria-labelledby="password-heading"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="mb-5 flex items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h3 id="password-heading" className="font-semibold text-slate-900">
            {t('profile.password.title')}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t('profile.password.text')}</p>
        </div>
      </div>
      <div className="max-w-xl">
        <ChangePasswordForm
          onChange={change.mutateAsync}
          onChanged={handleChanged}
          isPending={change.isPending}
        />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
        <p className="text-sm text-slate-600">{t('profile.password.forgot')}</p>
        <Button variant="ghost" size="sm" onClick={handleClick} disabled={isSending}>
          {isSending ? t('profile.password.sending') : t('profile.password.send')}
        </Button>
      </div>
      {error && (
        <div className="mt-3">
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
            {error}
          </p>
        </div>
      )}
    </section>
  );
}
