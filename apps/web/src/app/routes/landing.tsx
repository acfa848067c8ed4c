import {
  ArrowLeft,
  ArrowRight,
  BriefcaseBusiness,
  Gavel,
  Megaphone,
  UsersRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useDocumentTitle } from '../../lib/use-document-title';

const areas = [
  { key: 'ads', icon: Megaphone, tone: 'bg-teal-50 text-teal-700' },
  { key: 'jobs', icon: BriefcaseBusiness, tone: 'bg-sky-50 text-sky-700' },
  { key: 'auctions', icon: Gavel, tone: 'bg-amber-50 text-amber-700' },
  { key: 'community', icon: UsersRound, tone: 'bg-rose-50 text-rose-700' },
] as const;

export default function LandingRoute() {
  const { t, i18n } = useTranslation('catalog');
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  useDocumentTitle(t('landing.title'));
  const Arrow = i18n.dir() === 'rtl' ? ArrowLeft : ArrowRight;

  return (
    <div className="space-y-12">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-6 py-14 text-white shadow-xl sm:px-12 lg:py-20">
        <div
          aria-hidden="true"
          className="absolute -end-24 -top-24 size-72 rounded-full bg-white/10 blur-2xl"
        />
        <div className="relative grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-accent-300">
              {t('landing.eyebrow', { name: t('common:app.name') })}
            </p>
            <h1 className="mt-5 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              {t('landing.headline')}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-teal-50/90">{t('landing.subtitle')}</p>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <Button to="/selectCategory" variant="secondary" size="lg">
                {t('landing.cta')}
                <Arrow className="size-5" aria-hidden="true" />
              </Button>
              {isAuthenticated ? (
                <Button
                  to="/home"
                  size="lg"
                  className="bg-white/10 ring-1 ring-white/40 hover:bg-white/20"
                >
                  {t('landing.go-home')}
                </Button>
              ) : (
                <>
                  <Button
                    to="/login"
                    size="lg"
                    className="bg-white/10 ring-1 ring-white/40 hover:bg-white/20"
                  >
                    {t('common:nav.login')}
                  </Button>
                  <Button
                    to="/register"
                    size="lg"
                    variant="ghost"
                    className="text-white hover:bg-white/10"
                  >
                    {t('common:nav.signup')}
                  </Button>
                </>
              )}
            </div>
          </div>
          <ul className="grid grid-cols-2 gap-4">
            {areas.map(({ key, icon: Icon, tone }) => (
              <li key={key} className="rounded-2xl bg-white p-5 text-slate-900 shadow-lg">
                <span className={`grid size-11 place-items-center rounded-xl ${tone}`}>
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <p className="mt-4 font-bold">{t(`landing.areas.${key}.title`)}</p>
                <p className="mt-1 text-sm text-slate-600">{t(`landing.areas.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="grid gap-6 md:grid-cols-3">
        <h2 id="how-it-works" className="sr-only">
          {t('landing.steps.title')}
        </h2>
        {(['choose', 'browse', 'deal'] as const).map((step, index) => (
          <div key={step} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="grid size-9 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
              {new Intl.NumberFormat(i18n.language).format(index + 1)}
            </span>
            <p className="mt-4 text-lg font-bold text-slate-900">
              {t(`landing.steps.${step}.title`)}
            </p>
            <p className="mt-1 text-slate-600">{t(`landing.steps.${step}.text`)}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
