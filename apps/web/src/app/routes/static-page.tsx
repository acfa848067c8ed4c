import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

const knownPages = ['terms', 'privacy', 'about'] as const;
type KnownPage = (typeof knownPages)[number];
const isKnownPage = (slug: string): slug is KnownPage =>
  (knownPages as readonly string[]).includes(slug);

export default function StaticPageRoute() {
  const { t } = useTranslation('pages');
  const { slug = '' } = useParams();
  const title = isKnownPage(slug) ? t(`static.${slug}`) : t('static.page');
  return (
    <Screen title={title}>
      <EmptyState
        icon={FileText}
        title={t('static.empty-title')}
        description={t('static.empty-description')}
        action={
          <Button to="/home" variant="outline">
            {t('not-found.home')}
          </Button>
        }
      />
    </Screen>
  );
}
