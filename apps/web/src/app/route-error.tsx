import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';
import { EmptyState } from '../components/empty-state';
import { reloadPage } from '../lib/browser';

/** Shown when a route fails to load (for example a chunk missing after a deployment). */
export function RouteError() {
  const { t } = useTranslation('errors');
  return (
    <main className="mx-auto grid min-h-dvh max-w-xl place-items-center px-4">
      <EmptyState
        icon={TriangleAlert}
        title={t('route.title')}
        description={t('route.description')}
        action={
          <>
            <Button onClick={reloadPage}>{t('route.reload')}</Button>
            <Button href="/" variant="outline">
              {t('route.home')}
            </Button>
          </>
        }
      />
    </main>
  );
}
