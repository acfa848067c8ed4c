import type { NotificationType } from '@souq/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Loader } from '../../../components/loader';
import { useNotificationSettings, useToggleNotificationType } from '../api/notification-settings';

const GROUPS = ['auctions', 'jobs', 'chat', 'community', 'friends', 'other'] as const;
const groupOf = (type: NotificationType): (typeof GROUPS)[number] => {
  const area = type.split('.')[0];
  if (area === 'auction') return 'auctions';
  if (area === 'job') return 'jobs';
  if (area === 'chat' || area === 'community' || area === 'friends') return area;
  return 'other';
};
/** `auction.outbid` → `auction-outbid` (i18next reads dots as nesting). */
const typeKey = (type: NotificationType) =>
  `settings.types.${type.replace('.', '-')}` as 'settings.types.auction-outbid';

/** One switch per type, grouped by area (the account area's "my account" tab). */
export function NotificationSettingsPanel() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const toggle = useToggleNotificationType();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {t('settings.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('settings.description')}</p>
      </div>
      {settings.isPending ? (
        <Loader />
      ) : settings.isError ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-sm text-red-700">{t('settings.failed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {GROUPS.map((group) => {
            const types = settings.data.types.filter((s) => groupOf(s.type) === group);
            return (
              <fieldset key={group} className="grid content-start gap-2">
                <legend className="mb-1 text-sm font-semibold text-slate-800">
                  {t(`settings.groups.${group}`)}
                </legend>
                {types.map(({ type, enabled }) => (
                  <label
                    key={type}
                    className="flex cursor-pointer items-start gap-3 rounded-lg px-1 py-1 text-sm text-slate-700 hover:bg-slate-50"
                  >
                    <input
                      type="checkbox"
                      checked={toggle.shown(type, enabled)}
                      onChange={(event) => toggle.toggle({ type, enabled: event.target.checked })}
                      className="mt-0.5 size-4 shrink-0 accent-brand-700"
                    />
                    <span>{t(typeKey(type))}</span>
                  </label>
                ))}
              </fieldset>
            );
          })}
        </div>
      )}
    </section>
  );
}
