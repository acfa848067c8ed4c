import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { Screen } from '../../components/screen';
import { isPageSlug, usePolicy } from '../../features/catalog/api/get-policy';
import { PolicyBody } from '../../features/catalog/components/policy-body';
import { getErrorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import NotFoundRoute from './not-found';

export default function StaticPageRoute() {
  const { slug = '' } = useParams();
  if (!isPageSlug(slug)) return <NotFoundRoute />;
  return <StaticPage slug={slug} />;
}

function StaticPage({ slug }: { slug: 'terms' | 'privacy' | 'about' }) {
  const { t, i18n } = useTranslation('pages');
  const policy = usePolicy(slug, i18n.language);

  if (policy.isPending) return <Loader fullPage />;
  if (policy.isError) {
    return (
      <Screen title={t(`static.${slug}`)}>
        <EmptyState
          icon={RefreshCw}
          title={t('static.error-title')}
          description={getErrorMessage(policy.error)}
          action={
            <Button variant="outline" onClick={() => void policy.refetch()}>
              {t('static.retry')}
            </Button>
          }
        />
      </Screen>
    );
  }
  return (
    <Screen
      title={policy.data.title}
      subtitle={t('static.updated', { date: formatDate(policy.data.updated_at, i18n.language) })}
    >
      <article className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <PolicyBody body={policy.data.body} />
      </article>
    </Screen>
  );
}
