import { webPaths } from '@souq/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../components/button';
import { RequestError } from '../components/request-error';
import { refusalKind } from '../lib/api/errors';
import { reloadPage } from '../lib/browser';

/**
 * Shown when a route fails: its code or texts could not be fetched (offline, a refused or failed
 * request, a deployment in between), or a request it made was refused. Always in the reader's
 * language, with a retry that loads the page again.
 */
export function RouteError() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  // A refused API call says why; anything else is a page that could not be loaded.
  const known = refusalKind(error) !== null;
  return (
    <main className="mx-auto grid min-h-dvh max-w-xl content-center gap-4 px-4">
      {known ? (
        <RequestError error={error} onRetry={reloadPage} />
      ) : (
        <RequestError
          error={error}
          title={t('route.title')}
          description={t('route.description')}
          onRetry={reloadPage}
        />
      )}
      <div className="flex justify-center">
        <Button href={webPaths.landing} variant="ghost">
          {t('route.home')}
        </Button>
      </div>
    </main>
  );
}
