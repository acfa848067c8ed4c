import { webPaths } from '@souq/contract/web-paths';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function NotFoundRoute() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('not-found.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Compass className="size-10" aria-hidden="true" />
      </span>
      <p className="mt-6 text-6xl font-extrabold text-brand-700" aria-hidden="true">
        {t('not-found.code')}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('not-found.title')}</h1>
      <p className="mt-3 text-slate-600">{t('not-found.description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button to={webPaths.landing} size="lg">
          {t('not-found.home')}
        </Button>
        <Button to={webPaths.home} variant="outline" size="lg">
          {t('not-found.browse')}
        </Button>
      </div>
    </section>
  );
}
