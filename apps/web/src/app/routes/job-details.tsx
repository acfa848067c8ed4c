import { BriefcaseBusiness } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

export default function JobDetailsRoute() {
  const { t } = useTranslation('jobs');
  const { id = '' } = useParams();
  return (
    <Screen title={t('details.title')}>
      <EmptyState
        icon={BriefcaseBusiness}
        title={t('details.empty-title')}
        description={t('details.empty-description')}
        action={
          <>
            <Button to={`/jobs/${encodeURIComponent(id)}/applyJob`}>{t('details.apply')}</Button>
            <Button to="/jobs" variant="outline">
              {t('details.back')}
            </Button>
          </>
        }
      />
    </Screen>
  );
}
