import { webPaths } from '@souq/contract/web-paths';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { FieldError, FormAlert } from '../../components/form-field';
import { useSendResetCode } from '../../features/accounts/api/send-code';
import { useVerifyResetCode } from '../../features/accounts/api/verify-code';
import { AuthCard, authLinkClass } from '../../features/accounts/components/auth-card';
import { CodeInput, emptyCode } from '../../features/accounts/components/code-input';
import { NoResetRequest } from '../../features/accounts/components/no-reset-request';
import { validateCode } from '../../features/accounts/lib/reset-code';
import { readResetFlow, saveResetFlow } from '../../features/accounts/lib/reset-flow';
import { cn } from '../../lib/cn';
import { translateMessage } from '../../lib/i18n-keys';
import { notify } from '../../lib/notify';
import { splitServerErrors } from '../../lib/server-errors';

/** A new code may be asked for this long after the last one was sent. */
const RESEND_AFTER_MS = 60_000;

/** Seconds left until `sentAt + RESEND_AFTER_MS`, ticking every second. */
function useSecondsUntilResend(sentAt: number): number {
  const left = () => Math.max(0, Math.ceil((sentAt + RESEND_AFTER_MS - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only `sentAt`
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return seconds;
}

export default function VerificationCodeRoute() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [flow, setFlow] = useState(readResetFlow);
  const [code, setCode] = useState(emptyCode);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const verify = useVerifyResetCode();
  const resend = useSendResetCode();
  // After success the page leaves: the button stays busy until it has.
  const isSubmitting = verify.isPending || verify.isSuccess;
  const isResending = resend.isPending;
  const seconds = useSecondsUntilResend(flow?.sentAt ?? 0);
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  if (!flow) return <NoResetRequest title={t('verify.title')} message={t('verify.no-request')} />;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.join('');
    const invalid = validateCode(value);
    setFormError(null);
    if (invalid) {
      setCodeError(translateMessage(t, invalid));
      formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    try {
      const resetToken = await verify.mutateAsync({ email: flow.email, code: value });
      saveResetFlow({ ...flow, resetToken });
      void navigate(webPaths.resetPassword, { replace: true });
    } catch (error) {
      const { fieldErrors, formError: other } = splitServerErrors(error, ['code']);
      setCodeError(fieldErrors.code ?? null);
      setFormError(other);
    }
  };

  const handleResend = async () => {
    setFormError(null);
    try {
      const message = await resend.mutateAsync(flow.email);
      const next = { email: flow.email, sentAt: Date.now() };
      saveResetFlow(next);
      setFlow(next);
      setCode(emptyCode());
      setCodeError(null);
      void notify('success', message || t('verify.resent'));
    } catch (error) {
      setFormError(splitServerErrors(error, []).formError);
    }
  };

  return (
    <AuthCard
      title={t('verify.title')}
      subtitle={t('verify.subtitle')}
      footer={
        <Link to={webPaths.login} className={authLinkClass}>
          {t('back-to-login')}
        </Link>
      }
    >
      <SentTo email={flow.email} />
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="grid gap-5">
        <div>
          <CodeInput
            label={t('verify.code-label')}
            value={code}
            onChange={(next) => {
              setCode(next);
              setCodeError(null);
            }}
            invalid={Boolean(codeError)}
            describedBy={codeError ? errorId : undefined}
          />
          <div className="flex justify-center">
            <FieldError id={errorId} message={codeError} />
          </div>
        </div>
        <FormAlert message={formError} />
        <Button type="submit" fullWidth size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('verify.submitting') : t('verify.submit')}
        </Button>
        <ResendCode seconds={seconds} isResending={isResending} onResend={handleResend} />
      </form>
    </AuthCard>
  );
}

function SentTo({ email }: { email: string }) {
  const { t } = useTranslation('accounts');
  return (
    <p className="mb-6 flex items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-slate-700">
      <MailCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <span className="min-w-0">
        {t('verify.sent-to')}
        <span className="block">
          <bdi dir="ltr" className="break-all font-semibold text-slate-900">
            {email}
          </bdi>
        </span>
        <Link to={webPaths.forgetPassword} className={cn(authLinkClass, 'mt-1 inline-block')}>
          {t('verify.change-email')}
        </Link>
      </span>
    </p>
  );
}

/** "Resend" once the countdown to the next code has run out. */
function ResendCode({
  seconds,
  isResending,
  onResend,
}: {
  seconds: number;
  isResending: boolean;
  onResend: () => void;
}) {
  const { t, i18n } = useTranslation('accounts');
  const countdown = new Intl.NumberFormat(i18n.language, { minimumIntegerDigits: 2 }).format(
    seconds % 60,
  );
  const minutes = new Intl.NumberFormat(i18n.language).format(Math.floor(seconds / 60));
  return (
    <div className="text-center text-sm text-slate-600">
      {t('verify.no-code')}{' '}
      {seconds > 0 ? (
        <span>{t('verify.resend-in', { time: `${minutes}:${countdown}` })}</span>
      ) : (
        <button
          type="button"
          onClick={onResend}
          disabled={isResending}
          className={cn(authLinkClass, 'disabled:cursor-wait disabled:opacity-60')}
        >
          {t('verify.resend')}
        </button>
      )}
    </div>
  );
}
