import { BriefcaseBusiness, Gavel, MapPin, Megaphone, Store, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';
import { useSelectionStore } from '../../lib/stores/selection-store';

const shortcuts = [
  { path: '/ads', label: 'nav.ads', icon: Megaphone },
  { path: '/jobs', label: 'nav.jobs', icon: BriefcaseBusiness },
  { path: '/auctions', label: 'nav.auction', icon: Gavel },
  { path: '/community', label: 'community:title', icon: UsersRound },
] as const;

export default function HomeRoute() {
  const { t } = useTranslation(['catalog', 'common']);
  const country = useSelectionStore((s) => s.selectedCountry);
  const governorate = useSelectionStore((s) => s.selectedGovernorate);
  const category = useSelectionStore((s) => s.selectedCategory);
  const parts = [country?.name, governorate?.name, category?.name].filter(Boolean);

  const selection = (
    <Link
      to="/selectCategory"
      className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <MapPin className="size-4" aria-hidden="true" />
      {parts.length > 0 ? parts.join(' · ') : t('catalog:home.no-selection')}
      <span className="border-s border-slate-200 ps-2 text-slate-500">
        {t('catalog:home.change')}
      </span>
    </Link>
  );

  return (
    <Screen
      title={t('catalog:home.title')}
      subtitle={t('catalog:home.subtitle')}
      actions={selection}
    >
      <nav aria-label={t('catalog:home.shortcuts')} className="mb-8">
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {shortcuts.map(({ path, label, icon: Icon }) => (
            <li key={path}>
              <Link
                to={path}
                className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 font-semibold text-slate-800 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {t(label, { ns: label.includes(':') ? undefined : 'common' })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <EmptyState
        icon={Store}
        title={t('catalog:home.empty-title')}
        description={t('catalog:home.empty-description')}
        action={<Button to="/selectCategory">{t('catalog:landing.cta')}</Button>}
      />
    </Screen>
  );
}
