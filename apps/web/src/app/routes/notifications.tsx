import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/screen';
import { NotificationsList } from '../../features/notifications/components/notifications-list';

/** `/notifications`: everything that happened to the signed-in user, newest first. */
export default function NotificationsRoute() {
  const { t } = useTranslation('notifications');
  return (
    <div className="mx-auto max-w-3xl">
      <Screen title={t('title')} subtitle={t('subtitle')}>
        <NotificationsList />
      </Screen>
    </div>
  );
}
