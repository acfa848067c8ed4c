import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

export default function ChatRoute() {
  const { t } = useTranslation('chat');
  return (
    <Screen title={t('title')} subtitle={t('subtitle')}>
      <div className="grid gap-4 lg:grid-cols-[22rem_1fr]">
        <aside
          aria-label={t('conversations')}
          className="rounded-2xl border border-slate-200 bg-white p-4"
        >
          <p className="text-sm font-semibold text-slate-900">{t('conversations')}</p>
          <p className="mt-3 text-sm text-slate-500">{t('no-conversations')}</p>
        </aside>
        <EmptyState
          icon={MessageCircle}
          title={t('empty-title')}
          description={t('empty-description')}
          action={
            <Button to="/ads" variant="outline">
              {t('browse-ads')}
            </Button>
          }
        />
      </div>
    </Screen>
  );
}
