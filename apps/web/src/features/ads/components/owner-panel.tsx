import type { Ad, AdStatus } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import type { LucideIcon } from 'lucide-react';
import { Archive, CheckCircle2, Eye, Heart, Pencil, Phone, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formatNumber } from '../../../lib/format';
import { useChangeAdStatus } from '../api/change-ad-status';
import { useDeleteAd } from '../api/delete-ad';

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number }) {
  return (
    <div className="grid grid-cols-[auto_1fr] items-center gap-x-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="contents text-sm text-slate-500">
        <span className="row-span-2 grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <span className="text-sm text-slate-500">{label}</span>
      </dt>
      <dd className="col-start-2 text-2xl font-bold text-slate-900">{formatNumber(value)}</dd>
    </div>
  );
}

export function OwnerStats({ ad }: { ad: Ad }) {
  const { t } = useTranslation('ads');
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Stat icon={Eye} label={t('owner.views')} value={ad.views} />
      <Stat icon={Phone} label={t('owner.phone-reveals')} value={ad.phone_reveals} />
      <Stat icon={Heart} label={t('owner.saves')} value={ad.saves_count ?? 0} />
    </dl>
  );
}

/**
 * The owner's actions: edit, mark sold, archive or reactivate, delete (the seed's confirm modal:
 * buttons disabled while deleting; it closes on success and on error). A changed ad replaces the
 * cached one inside the hooks.
 */
export function OwnerActions({ ad, onDeleted }: { ad: Ad; onDeleted: () => void }) {
  const { t } = useTranslation('ads');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const changeStatus = useChangeAdStatus(ad.id);
  const deleteAd = useDeleteAd(ad.id);
  // The request helpers have already said what went wrong: nothing more to do on failure.
  const setStatus = (status: AdStatus) => changeStatus.mutate(status);
  const pending = changeStatus.isPending ? (changeStatus.variables ?? null) : null;

  const handleDelete = () =>
    deleteAd.mutate(undefined, {
      onSuccess: () => {
        setConfirmOpen(false);
        onDeleted();
      },
      onError: () => setConfirmOpen(false),
    });

  const isDeleting = deleteAd.isPending;
  const busy = pending !== null || isDeleting;
  return (
    <div className="grid gap-2">
      <Button to={href(webPaths.addAd, { edit: ad.id })} fullWidth>
        <Pencil className="size-4" aria-hidden="true" />
        {t('owner.edit')}
      </Button>
      {ad.status === 'active' && (
        <Button variant="secondary" fullWidth disabled={busy} onClick={() => setStatus('sold')}>
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {pending === 'sold' ? t('owner.saving') : t('owner.mark-sold')}
        </Button>
      )}
      {ad.status !== 'active' && (
        <Button variant="outline" fullWidth disabled={busy} onClick={() => setStatus('active')}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {pending === 'active' ? t('owner.saving') : t('owner.reactivate')}
        </Button>
      )}
      {ad.status !== 'archived' && (
        <Button variant="outline" fullWidth disabled={busy} onClick={() => setStatus('archived')}>
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
        onConfirm={handleDelete}
        isDeleting={isDeleting}
      />
    </div>
  );
}
