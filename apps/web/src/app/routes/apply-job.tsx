import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

export default function ApplyJobRoute() {
  const { t } = useTranslation('jobs');
  const { id = '' } = useParams();
  return (
    <Screen title={t('apply.title')} subtitle={t('apply.subtitle')}>
      <EmptyState
        icon={FileText}
        title={t('apply.empty-title')}
        description={t('apply.empty-description')}
        action={
          <Button to={`/jobs/${encodeURIComponent(id)}`} variant="outline">
            {t('apply.back')}
          </Button>
        }
      />
    </Screen>
  );
}
