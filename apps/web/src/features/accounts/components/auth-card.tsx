import { webPaths } from '@souq/contract/web-paths';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Brand } from '../../../components/logo';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The card of every sign-in page (these pages have no header, so it carries brand and language). */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  title: string;
  /** A longer form (registration): a wider card. */
  wide?: boolean;
  subtitle?: string;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('common');
  useDocumentTitle(title);
  return (
    <div className={cn('mx-auto w-full py-6', wide ? 'max-w-xl' : 'max-w-md')}>
      <div className="mb-6 flex items-center justify-between">
        <Link
          to={webPaths.landing}
          aria-label={t('header.home-link')}
          className="rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Brand />
        </Link>
        <LanguageSwitcher />
      </div>
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
    </div>
  );
}

export const authLinkClass =
  'font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 rounded';

export const authInputClass =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200';
