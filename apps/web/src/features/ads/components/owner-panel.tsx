import type { Ad, AdStatus } from '@souq/contract';
import type { LucideIcon } from 'lucide-react';
import { Archive, CheckCircle2, Eye, Pencil, Phone, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formatNumber } from '../../../lib/format';
import { changeAdStatus, deleteAd } from '../api/manage-ad';

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div>
        <dt className="text-sm text-slate-500">{label}</dt>
        <dd className="text-2xl font-bold text-slate-900">{formatNumber(value)}</dd>
      </div>
    </div>
  );
}

export function OwnerStats({ ad }: { ad: Ad }) {
  const { t } = useTranslation('ads');
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Stat icon={Eye} label={t('owner.views')} value={ad.views} />
      <Stat icon={Phone} label={t('owner.phone-reveals')} value={ad.phone_reveals} />
    </dl>
  );
}

/**
 * The owner's actions: edit, mark sold, archive or reactivate, delete (the seed's confirm modal:
 * buttons disabled while deleting; it closes on success and on error).
 */
export function OwnerActions({
  ad,
  onChanged,
  onDeleted,
}: {
  ad: Ad;
  onChanged: (ad: Ad) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('ads');
  const [pending, setPending] = useState<AdStatus | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);

  const setStatus = async (status: AdStatus) => {
    setPending(status);
    try {
      onChanged((await changeAdStatus(ad.id, status)).data);
    } catch {
      // The request helper has already said what went wrong.
    } finally {
      setPending(null);
    }
  };

  const handleDelete = async () => {
    setIsDeleting(true);
    try {
      await deleteAd(ad.id);
      setConfirmOpen(false);
      onDeleted();
    } catch {
      setConfirmOpen(false);
    } finally {
      setIsDeleting(false);
    }
  };

  const busy = pending !== null || isDeleting;
  return (
    <div className="grid gap-2">
      <Button to={`/AddAds?edit=${ad.id}`} fullWidth>
        <Pencil className="size-4" aria-hidden="true" />
        {t('owner.edit')}
      </Button>
      {ad.status === 'active' && (
        <Button
          variant="secondary"
          fullWidth
          disabled={busy}
          onClick={() => void setStatus('sold')}
        >
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {pending === 'sold' ? t('owner.saving') : t('owner.mark-sold')}
        </Button>
      )}
      {ad.status !== 'active' && (
        <Button
          variant="outline"
          fullWidth
          disabled={busy}
          onClick={() => void setStatus('active')}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {pending === 'active' ? t('owner.saving') : t('owner.reactivate')}
        </Button>
      )}
      {ad.status !== 'archived' && (
        <Button
          variant="outline"
          fullWidth
          disabled={busy}
          onClick={() => void setStatus('archived')}
        >
          <Archive className="size-4" aria-hidden="true" />
          {pending === 'archived' ? t('owner.saving') : t('owner.archive')}
        </Button>
      )}
      <Button variant="danger" fullWidth disabled={busy} onClick={() => setConfirmOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('owner.delete')}
      </Button>
      <ConfirmModal
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => void handleDelete()}
        isDeleting={isDeleting}
      />
    </div>
  );
}
