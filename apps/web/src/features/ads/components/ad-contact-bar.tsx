import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CallButton, ChatButton, type PhoneReveal } from './ad-actions';

/** Room kept at the bottom of the page on phones, so that the bar hides nothing (the footer). */
const PAGE_PADDING = 'max-md:pb-24';

/**
 * On phones (below md), Call and Chat stay at the bottom of the screen while the ad is read, as
 * Haraj, OpenSooq and Dubizzle do. Call is the counted phone reveal, then a `tel:` link; Chat opens
 * the conversation about the ad.
 */
export function AdContactBar({ reveal, onChat }: { reveal: PhoneReveal; onChat: () => void }) {
  const { t } = useTranslation('ads');
  useEffect(() => {
    document.body.classList.add(PAGE_PADDING);
    return () => document.body.classList.remove(PAGE_PADDING);
  }, []);
  return (
    <section
      aria-label={t('contact.bar')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-md items-start gap-3">
        {/* Call is wider: once revealed it shows the whole number. */}
        <div className="min-w-0 flex-[3]">
          <CallButton reveal={reveal} compact size="md" />
        </div>
        <div className="min-w-0 flex-[2]">
          <ChatButton onChat={onChat} size="md" />
        </div>
      </div>
    </section>
  );
}
