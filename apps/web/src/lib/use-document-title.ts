import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the page `<title>` to "<title> · Souq" in the active language. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation('common');
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? t('app.title', { title, app: appName }) : appName;
  }, [title, appName, t]);
}
