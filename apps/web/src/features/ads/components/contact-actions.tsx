import { Phone, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { getErrorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { playSound } from '../../../lib/sounds';
import { useRevealAdPhone } from '../api/reveal-ad-phone';

/** "Show number": asks the server (which counts it), then becomes a tel: link. */
export function ShowNumber({ adId }: { adId: number }) {
  const { t } = useTranslation('ads');
  const reveal = useRevealAdPhone(adId);
  const phone = reveal.data;
  const error = reveal.error ? getErrorMessage(reveal.error) : null;
  const handleClick = () => reveal.mutate();

  if (phone) {
    return (
      <Button href={`tel:${phone}`} fullWidth size="lg" aria-label={t('contact.call', { phone })}>
        <Phone className="size-5" aria-hidden="true" />
        <span dir="ltr">{phone}</span>
      </Button>
    );
  }
  return (
    <div className="grid gap-2">
      <Button onClick={handleClick} disabled={reveal.isPending} fullWidth size="lg">
        <Phone className="size-5" aria-hidden="true" />
        {reveal.isPending ? t('contact.revealing') : t('contact.show-number')}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Copies the ad's address to the clipboard and says so in a toast. */
export function ShareButton({ path }: { path: string }) {
  const { t } = useTranslation('ads');
  const handleClick = async () => {
    const url = new URL(path, window.location.origin).toString();
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
    <Button variant="outline" onClick={handleClick} fullWidth>
      <Share2 className="size-4" aria-hidden="true" />
      {t('share.copy-link')}
    </Button>
  );
}
