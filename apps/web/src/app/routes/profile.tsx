import type { Account } from '@souq/contract';
import { KeyRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Loader } from '../../components/loader';
import { Screen } from '../../components/screen';
import { useProfile } from '../../features/accounts/api/get-profile';
import { useSendResetCode } from '../../features/accounts/api/send-code';
import { AccountArea } from '../../features/accounts/components/account-areas';
import { ProfileSummary } from '../../features/accounts/components/profile-summary';
import {
  isProfileTab,
  type ProfileTab,
  ProfileTabs,
} from '../../features/accounts/components/profile-tabs';
import { saveResetFlow } from '../../features/accounts/lib/reset-flow';
import { usePlaceChoices } from '../../features/catalog/api/use-place-choices';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { playSound } from '../../lib/sounds';

/** A failure message (kept here: the form's field kit stays in the form's chunk). */
const Alert = ({ message }: { message: string }) => (
  <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
    {message}
  </p>
);

// "My ads" (another area's list) loads only when its tab is opened.
const MyAds = lazy(() =>
  import('../../features/ads/components/my-ads').then((m) => ({ default: m.MyAds })),
);

// "My opportunity" (jobs or applications) loads only when its tab is opened.
const MyOpportunities = lazy(() =>
  import('../../features/jobs/components/my-opportunities').then((m) => ({
    default: m.MyOpportunities,
  })),
);

// "My auction" loads only when its tab is opened.
const MyAuctions = lazy(() =>
  import('../../features/auctions/components/my-auctions').then((m) => ({
    default: m.MyAuctions,
  })),
);

// The form (validators, pickers, selects) is its own chunk, fetched as soon as this route loads:
// in parallel with GET /profile, which it waits for anyway, and out of the route's initial JS.
const loadProfileForm = () => import('../../features/accounts/components/profile-form');
void loadProfileForm();
const ProfileForm = lazy(() => loadProfileForm().then((m) => ({ default: m.ProfileForm })));

/**
 * Changing the password while signed in goes through the e-mailed code (the API has no
 * "change password" call): the code proves the mailbox, the reset ends every session.
 */
function PasswordCard({ email }: { email: string }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { mutateAsync: sendResetCode, isPending, isSuccess } = useSendResetCode();
  const isSending = isPending || isSuccess;
  const [error, setError] = useState<string | null>(null);
  const handleClick = async () => {
    setError(null);
    try {
      const message = await sendResetCode(email);
      saveResetFlow({ email, sentAt: Date.now() });
      if (message) void notify('success', message);
      void navigate('/verification-code');
    } catch (failure) {
      setError(getErrorMessage(failure));
    }
  };
  return (
    <section
      aria-labelledby="password-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-start gap-3">
          <KeyRound className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <h3 id="password-heading" className="font-semibold text-slate-900">
              {t('profile.password.title')}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{t('profile.password.text')}</p>
          </div>
        </div>
        <Button variant="outline" onClick={handleClick} disabled={isSending}>
          {isSending ? t('profile.password.sending') : t('profile.password.send')}
        </Button>
      </div>
      {error && (
        <div className="mt-3">
          <Alert message={error} />
        </div>
      )}
    </section>
  );
}

export default function ProfileRoute() {
  const { t } = useTranslation('accounts');
  const { data: account, isPending, isError, error, refetch } = useProfile();
  const places = usePlaceChoices();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isProfileTab(requested) ? requested : 'my-account';

  const handleTab = (next: ProfileTab) => {
    const search = new URLSearchParams(params);
    if (next === 'my-account') search.delete('tab');
    else search.set('tab', next);
    setParams(search, { replace: true });
  };

  const handleSaved = (message?: string) => {
    playSound('success');
    void notify('success', message || t('profile.saved'));
  };

  let body: React.ReactNode;
  if (isPending) body = <Loader />;
  else if (isError || !account?.email)
    body = (
      <div className="grid justify-items-start gap-3">
        <Alert message={isError ? getErrorMessage(error) : t('profile.load-failed')} />
        <Button variant="outline" onClick={() => void refetch()}>
          {t('profile.retry')}
        </Button>
      </div>
    );
  else {
    const full = account as Account;
    body = (
      <div className="grid gap-8">
        <ProfileSummary account={full} />
        <ProfileTabs active={tab} onChange={handleTab}>
          {tab === 'my-account' ? (
            <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
              <Suspense fallback={<Loader />}>
                <ProfileForm
                  key={`${full.id}-${full.created_at}`}
                  account={full}
                  places={places.choices}
                  onCountryChange={places.onCountryChange}
                  onSaved={handleSaved}
                />
              </Suspense>
              <PasswordCard email={full.email} />
            </div>
          ) : tab === 'my-auction' ? (
            <Suspense fallback={<Loader />}>
              <MyAuctions />
            </Suspense>
          ) : tab === 'my-opportunity' ? (
            <Suspense fallback={<Loader />}>
              <MyOpportunities accountType={full.type} />
            </Suspense>
          ) : tab === 'my-ads' ? (
            <Suspense fallback={<Loader />}>
              <MyAds />
            </Suspense>
          ) : (
            <AccountArea tab={tab} account={full} />
          )}
        </ProfileTabs>
      </div>
    );
  }

  return (
    <Screen title={t('profile.title')} subtitle={t('profile.subtitle')}>
      {body}
    </Screen>
  );
}
