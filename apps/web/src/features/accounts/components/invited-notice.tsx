import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Registration through an invite link: both parties get 2 points (PRODUCT "Referrals"). */
export function InvitedNotice() {
  const { t } = useTranslation('accounts');
  return (
    <p className="mb-4 flex items-center gap-2 rounded-xl bg-accent-300/30 px-4 py-3 text-sm text-slate-800">
      <Gift className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
      {t('register.invited')}
    </p>
  );
}
