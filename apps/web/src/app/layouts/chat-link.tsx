import { webPaths } from '@souq/contract/web-paths';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// The unread badge and its live updates load after the page (nothing of chat in its first load).
const ChatLive = lazy(() => import('../../features/chat/components/chat-live'));

/** The header's chat icon with its unread badge. */
export function ChatLink({ className }: { className: string }) {
  const { t } = useTranslation('common');
  return (
    <span className="relative">
      <Link to={webPaths.chat} aria-label={t('header.chat')} className={className}>
        <MessageCircle className="size-5" aria-hidden="true" />
      </Link>
      <Suspense fallback={null}>
        <ChatLive />
      </Suspense>
    </span>
  );
}
