import { Flag, MessageCircle, Phone, Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize } from '../../../components/button';
import { SaveHeart } from '../../../components/save-heart';
import { getErrorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { playSound } from '../../../lib/sounds';

/** The seller's number: asked for once (the server counts it), then a `tel:` link. */
export interface PhoneReveal {
  phone: string | undefined;
  isPending: boolean;
  error: unknown;
  onReveal: () => void;
}

/**
 * Call: "Show number" asks the server (which counts the reveal), then the button is a `tel:`
 * link with the number. `compact` (the phone bar) says "Call" before the number is known.
 */
export function CallButton({
  reveal,
  compact = false,
  size = 'lg',
}: {
  reveal: PhoneReveal;
  compact?: boolean;
  size?: ButtonSize;
}) {
  const { t } = useTranslation('ads');
  const { phone, isPending, error, onReveal } = reveal;
  if (phone) {
    return (
      <Button href={`tel:${phone}`} fullWidth size={size} aria-label={t('contact.call', { phone })}>
        <Phone className="size-5" aria-hidden="true" />
        <span dir="ltr">{phone}</span>
      </Button>
    );
  }
  const idle = compact ? t('contact.call-short') : t('contact.show-number');
  return (
    <div className="grid w-full gap-2">
      <Button onClick={onReveal} disabled={isPending} fullWidth size={size}>
        <Phone className="size-5" aria-hidden="true" />
        {isPending ? t('contact.revealing') : idle}
      </Button>
      {error !== null && error !== undefined && (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(error)}
        </p>
      )}
    </div>
  );
}

/** Chat with the seller: opens the conversation about this ad. */
export function ChatButton({ onChat, size = 'lg' }: { onChat: () => void; size?: ButtonSize }) {
  const { t } = useTranslation('ads');
  return (
    <Button variant="outline" onClick={onChat} fullWidth size={size}>
      <MessageCircle className="size-5" aria-hidden="true" />
      {t('contact.chat')}
    </Button>
  );
}

/**
 * Share: the system share sheet where the browser has one (phones), otherwise the link is copied
 * with a toast "Link copied". Closing the sheet without sharing does nothing.
 */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation('ads');
  const handleClick = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: t('share.text', { title }), url });
        return;
      } catch (error) {
        if ((error as { name?: string } | null)?.name === 'AbortError') return;
        // No share target (or refused): copy instead.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      playSound('success');
      void notify('success', t('share.copied'));
    } catch {
      playSound('error');
      void notify('error', t('share.failed', { url }));
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={handleClick} className="flex-auto">
      <Share2 className="size-4" aria-hidden="true" />
      {t('share.button')}
    </Button>
  );
}

/** The heart of someone else's ad: saves it to the wish list, or removes it. */
export function SaveButton({ id, ownerId }: { id: number; ownerId: number }) {
  return <SaveHeart kind="ad" id={id} ownerId={ownerId} shape="button" className="flex-auto" />;
}

// Opened by a few: out of the ad page's first load.
const ReportDialog = lazy(() =>
  import('../../../components/report-dialog').then((m) => ({ default: m.ReportDialog })),
);

const REASONS = [
  'scam',
  'prohibited',
  'misleading',
  'duplicate',
  'unavailable',
  'offensive',
  'other',
] as const;

/** Report: the shared dialog with this area's reasons; `onReport` sends it. */
export function ReportAdButton({
  onReport,
  isPending,
}: {
  onReport: (reason: string) => Promise<unknown>;
  isPending: boolean;
}) {
  const { t } = useTranslation('ads');
  const [open, setOpen] = useState(false);
  const reasons = REASONS.map((value) => ({
    value,
    label: t(`report.reasons.${value}`),
    needsDetails: value === 'other',
  }));
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="flex-auto"
      >
        <Flag className="size-4" aria-hidden="true" />
        {t('report.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            open
            onClose={() => setOpen(false)}
            title={t('report.title')}
            description={t('report.description')}
            reasons={reasons}
            onSubmit={onReport}
            isPending={isPending}
          />
        </Suspense>
      )}
    </>
  );
}
