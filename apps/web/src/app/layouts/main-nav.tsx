import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuthStore } from '../../lib/stores/auth-store';
import { getNavItems } from './nav-items';

/** The main navigation, as a row (desktop) or a column (mobile menu). */
export function MainNav({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  /** Called when a link is chosen (closes the mobile menu). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('common');
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const items = getNavItems(isAuthenticated);
  return (
    <nav aria-label={t('nav.main')}>
      <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
        {items.map(({ name, icon: Icon, path }) => (
          <li key={path}>
            <NavLink
              to={path}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex items-center gap-2 whitespace-nowrap rounded-xl px-3 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  vertical ? 'py-3 text-base' : 'py-2 text-sm'
                } ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`
              }
            >
              <Icon
                className={vertical ? 'size-5' : 'hidden size-4 2xl:block'}
                aria-hidden="true"
              />
              {t(name)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
