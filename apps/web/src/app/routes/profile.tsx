import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';
import { useProfile } from '../../features/accounts/api/get-profile';

const sections = ['my-ads', 'my-opportunity', 'my-auction', 'wishlist', 'referrals'] as const;

export default function ProfileRoute() {
  const { t } = useTranslation('accounts');
  const { data: user } = useProfile();
  const name = user?.name?.trim() || t('common:header.unknown-user');
  return (
    <Screen title={t('profile.title')} subtitle={t('profile.subtitle')}>
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center">
          <Avatar src={user?.image ?? user?.photo} alt={name} className="size-24" />
          <p className="mt-4 text-lg font-semibold text-slate-900">{name}</p>
          <nav aria-label={t('profile.my-account')} className="mt-6 w-full">
            <ul className="space-y-1 text-start text-sm">
              {sections.map((section) => (
                <li key={section} className="rounded-lg px-3 py-2 text-slate-700">
                  {t(`profile.sections.${section}`)}
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <EmptyState
          icon={UserRound}
          title={t('profile.empty-title')}
          description={t('profile.empty-description')}
        />
      </div>
    </Screen>
  );
}
