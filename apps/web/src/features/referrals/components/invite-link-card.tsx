import type { InviteLink } from '@souq/contract';
import { Copy, Gift, Share2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/form-field';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/notify';
import { playSound } from '../../../lib/sounds';
import { canShare, copyLink } from '../lib/clipboard';

/**
 * The invite link in a read-only field with Copy (the clipboard; where it is refused, the link
 * is selected for the reader to copy) and, where the browser has a share sheet, Share; below it
 * the rule: 2 points for each party.
 */
export function InviteLinkCard({
  link,
  isPending,
  isError,
  onRetry,
}: {
  link: InviteLink | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('referrals');
  const fieldId = useId();
  const ruleId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);

  const handleCopy = async () => {
    if (!link || !fieldRef.current) return;
    if (await copyLink(link.url, fieldRef.current)) {
      playSound('success');
      void notify('success', t('invite.copied'));
    } else {
      // The link stays selected in the field: the reader copies it themselves.
      playSound('warning');
      void notify('error', t('invite.copy-failed'));
    }
  };

  const handleShare = async () => {
    if (!link) return;
    try {
      await navigator.share({
        title: t('invite.share-title'),
        text: t('invite.share-text'),
        url: link.url,
      });
    } catch (error) {
      // Closing the sheet is no failure; anything else falls back to copying.
      if ((error as { name?: string } | null)?.name !== 'AbortError') await handleCopy();
    }
  };

  return (
    <section
      aria-labelledby={`${fieldId}-title`}
      className="grid content-start gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-300/40 text-amber-800">
          <Gift className="size-6" aria-hidden="true" />
        </span>
        <h2 id={`${fieldId}-title`} className="text-lg font-bold text-slate-900">
          {t('invite.title')}
        </h2>
      </div>
      <div className="grid gap-2">
        <label htmlFor={fieldId} className="sr-only">
          {t('invite.label')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={fieldRef}
            id={fieldId}
            type="url"
            dir="ltr"
            readOnly
            value={link?.url ?? ''}
            placeholder={isPending ? t('invite.loading') : undefined}
            aria-describedby={ruleId}
            onFocus={(event) => event.currentTarget.select()}
            className={cn(
              inputClass,
              'min-w-0 flex-1 border-slate-300 bg-slate-50 font-mono text-sm focus:border-brand-600 focus-visible:ring-brand-200',
            )}
          />
          <div className="flex gap-2">
            <Button onClick={handleCopy} disabled={!link} className="flex-1 sm:flex-none">
              <Copy className="size-4" aria-hidden="true" />
              {t('invite.copy')}
            </Button>
            {canShare() && (
              <Button
                variant="outline"
                onClick={handleShare}
                disabled={!link}
                className="flex-1 sm:flex-none"
              >
                <Share2 className="size-4" aria-hidden="true" />
                {t('invite.share')}
              </Button>
            )}
          </div>
        </div>
        {link && (
          // The field shows the link's start on a phone; the code itself stays readable here.
          <p className="text-sm text-slate-600">
            {t('invite.code-label')}{' '}
            <span dir="ltr" className="font-mono font-semibold tracking-wider text-slate-900">
              {link.code}
            </span>
          </p>
        )}
        {isError && (
          <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
            {t('invite.error')}
            <Button variant="ghost" size="sm" onClick={onRetry}>
              {t('balance.retry')}
            </Button>
          </p>
        )}
      </div>
      <p id={ruleId} className="text-sm text-slate-600">
        {t('invite.rule')}
      </p>
    </section>
  );
}
