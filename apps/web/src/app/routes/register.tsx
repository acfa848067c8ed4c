import type { AccountType, AuthResponse } from '@souq/contract';
import { webPaths } from '@souq/contract/web-paths';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Loader } from '../../components/loader';
import { AccountTypeChoice } from '../../features/accounts/components/account-type-choice';
import { AuthCard, authLinkClass } from '../../features/accounts/components/auth-card';
import { InvitedNotice } from '../../features/accounts/components/invited-notice';
import { usePlaceChoices } from '../../features/catalog/api/use-place-choices';
import { notify } from '../../lib/notify';
import { playSound } from '../../lib/sounds';

// The form is a chunk of its own: the first step (two cards) shows without it, and fetches it
// while the visitor chooses.
const loadRegisterForm = () => import('../../features/accounts/components/register-form');
const RegisterForm = lazy(() => loadRegisterForm().then((m) => ({ default: m.RegisterForm })));

const isAccountType = (value: string | null): value is AccountType =>
  value === 'user' || value === 'company';

export default function RegisterRoute() {
  const { t, i18n } = useTranslation(['accounts', 'common']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  // The invite code stays in the address through both steps (PRODUCT "Referrals").
  const refCode = params.get('ref')?.trim() || null;
  const Back = i18n.dir() === 'rtl' ? ArrowRight : ArrowLeft;
  const places = usePlaceChoices();

  useEffect(() => {
    void loadRegisterForm();
  }, []);

  const choose = (next: AccountType | null) => {
    const search = new URLSearchParams(params);
    if (next) search.set('type', next);
    else search.delete('type');
    setParams(search);
  };

  const handleRegistered = (response: AuthResponse) => {
    playSound('success');
    void notify('success', response.message || t('register.welcome'));
    void navigate(webPaths.home, { replace: true });
  };

  const footer = (
    <>
      {t('register.have-account')}{' '}
      <Link to={webPaths.login} className={authLinkClass}>
        {t('common:nav.login')}
      </Link>
    </>
  );

  if (!isAccountType(type)) {
    return (
      <AuthCard wide title={t('register.title')} subtitle={t('register.subtitle')} footer={footer}>
        {refCode && <InvitedNotice />}
        <AccountTypeChoice onChoose={choose} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      wide
      title={t(`register.form-title.${type}`)}
      subtitle={t(`register.types.${type}.text`)}
      footer={footer}
    >
      <button
        type="button"
        onClick={() => choose(null)}
        className="-mt-2 mb-4 inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Back className="size-4" aria-hidden="true" />
        {t('register.change-type')}
      </button>
      {refCode && <InvitedNotice />}
      <Suspense fallback={<Loader />}>
        <RegisterForm
          key={type}
          type={type}
          places={places.choices}
          onCountryChange={places.onCountryChange}
          refCode={refCode}
          onRegistered={handleRegistered}
        />
      </Suspense>
    </AuthCard>
  );
}
