import { webPaths } from '@souq/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `flex-1 border-b-2 px-3 py-3 text-center text-sm font-bold focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive
      ? 'border-brand-700 text-brand-800'
      : 'border-transparent text-slate-600 hover:text-slate-900'
  }`;

/** The two tabs of /chat: one-to-one conversations and channels (group conversations). */
export function ChatTabs() {
  const { t } = useTranslation('chat');
  return (
    <nav aria-label={t('tabs.label')} className="flex border-b border-slate-200">
      <NavLink to={webPaths.chat} end className={tabClass}>
        {t('conversations')}
      </NavLink>
      <NavLink to={webPaths.chatChannels} className={tabClass}>
        {t('tabs.channels')}
      </NavLink>
    </nav>
  );
}
