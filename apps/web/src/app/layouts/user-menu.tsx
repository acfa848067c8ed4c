import { webPaths } from '@souq/contract/web-paths';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Gift, LogOut, UserRound } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar';
import { useProfile } from '../../features/accounts/api/get-profile';
import { logout } from '../../features/accounts/api/logout';
import { useDismiss } from '../../lib/use-dismiss';

/** Avatar and name with a menu: Profile, Referrals and Logout (clears the session, goes to /). */
export function UserMenu() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useProfile();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  const name = user?.name?.trim() || t('header.unknown-user');
  const itemClass =
    'flex w-full items-center gap-3 px-4 py-2.5 text-start text-sm text-slate-700 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none';

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('header.user-menu', { name })}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 items-center gap-2 rounded-full px-1 sm:pe-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Avatar src={user?.image ?? user?.photo} alt="" className="size-8" />
        <span className="hidden max-w-32 truncate text-sm font-medium text-slate-800 lg:inline">
          {name}
        </span>
        <ChevronDown className="hidden size-4 text-slate-500 sm:block" aria-hidden="true" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          className="absolute end-0 top-full z-50 mt-2 w-52 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <p className="truncate border-b border-slate-100 px-4 py-2 text-xs text-slate-500">
            {name}
          </p>
          <Link role="menuitem" to={webPaths.profile} className={itemClass} onClick={close}>
            <UserRound className="size-4" aria-hidden="true" />
            {t('header.profile')}
          </Link>
          <Link role="menuitem" to={webPaths.referrals} className={itemClass} onClick={close}>
            <Gift className="size-4" aria-hidden="true" />
            {t('header.referrals')}
          </Link>
          <button
            type="button"
            role="menuitem"
            className={itemClass}
            onClick={async () => {
              close();
              // POST /logout (best effort), then leave for / and clear the session.
              await logout({ queryClient, leave: () => navigate(webPaths.landing) });
            }}
          >
            <LogOut className="size-4" aria-hidden="true" />
            {t('header.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
