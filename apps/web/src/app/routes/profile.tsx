import type { Account } from '@souq/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Loader } from '../../components/loader';
import { Screen } from '../../components/screen';
import { useProfile } from '../../features/accounts/api/get-profile';
import { ProfileSummary } from '../../features/accounts/components/profile-summary';
import {
  isProfileTab,
  type ProfileTab,
  ProfileTabs,
} from '../../features/accounts/components/profile-tabs';
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

// The per-type switches load with the tab, after the profile form.
const NotificationSettingsPanel = lazy(() =>
  import('../../features/notifications/components/notification-settings').then((m) => ({
    default: m.NotificationSettingsPanel,
  })),
);

// The password section (its form's rules carry zod, its calls) loads with the "my account" tab.
const PasswordCard = lazy(() =>
  import('../../features/accounts/components/password-card').then((m) => ({
    default: m.PasswordCard,
  })),
);

// The wishlist tab: the same list as /wish-list, loaded when the tab is opened.
const WishlistPanel = lazy(() => import('./wish-list').then((m) => ({ default: m.WishlistPanel })));

// The referrals tab: the same panel as /referrals, loaded when the tab is opened.
const ReferralsPanel = lazy(() =>
  import('./referrals').then((m) => ({ default: m.ReferralsPanel })),
);

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
            // One card per section: the profile, the password (more sections may follow).
            <div className="grid gap-6">
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
              </div>
              {/* One boundary: the switches never jump down when the password card comes in. */}
              <Suspense fallback={<Loader />}>
                <PasswordCard email={full.email} />
                <NotificationSettingsPanel />
              </Suspense>
            </div>
          ) : tab === 'wishlist' ? (
            <Suspense fallback={<Loader />}>
              <WishlistPanel />
            </Suspense>
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
            <Suspense fallback={<Loader />}>
              <ReferralsPanel />
            </Suspense>
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
