import { href, webPaths } from '@souq/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../components/logo';
import { FacebookIcon, InstagramIcon, XIcon } from '../../components/social-icons';

const pageLinks = [
  { path: href(webPaths.page, { slug: 'terms' }), label: 'footer.terms' },
  { path: href(webPaths.page, { slug: 'privacy' }), label: 'footer.privacy' },
  { path: href(webPaths.page, { slug: 'about' }), label: 'footer.about' },
] as const;

// Plain anchors with no target, as the seed describes.
const socialLinks = [
  { href: 'https://x.com', label: 'footer.x', icon: XIcon },
  { href: 'https://www.instagram.com', label: 'footer.instagram', icon: InstagramIcon },
  { href: 'https://www.facebook.com', label: 'footer.facebook', icon: FacebookIcon },
] as const;

export function Footer() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  const linkClass =
    'rounded text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-[1400px] gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div>
          <Brand inverted />
          <p className="mt-3 max-w-sm text-sm text-slate-400">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.pages')}>
          <p className="mb-3 text-sm font-semibold text-white">{t('footer.pages')}</p>
          <ul className="space-y-2 text-sm">
            {pageLinks.map(({ path, label }) => (
              <li key={path}>
                <Link to={path} className={linkClass}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="mb-3 text-sm font-semibold text-white">{t('footer.social')}</p>
          <ul className="flex gap-2">
            {socialLinks.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={t(label)}
                  className="grid size-10 place-items-center rounded-full bg-white/10 text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-[1400px] px-4 py-4 text-xs text-slate-400 sm:px-6 lg:px-8">
          {t('footer.rights', { year })}
        </p>
      </div>
    </footer>
  );
}
