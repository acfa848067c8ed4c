import type { CommunityProfile } from '@souq/contract';
import { BIO_MAX_LENGTH, PROFILE_ABOUT_MAX } from '@souq/contract/limits';
import { Briefcase, GraduationCap, Home, Mail, Pencil } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { useUpdateAbout } from '../api/update-about';

const FIELDS = [
  { key: 'work', label: 'about.work', icon: Briefcase },
  { key: 'education', label: 'about.education', icon: GraduationCap },
  { key: 'places_lived', label: 'about.places-lived', icon: Home },
  { key: 'contact_info', label: 'about.contact-info', icon: Mail },
] as const;

/** Work, education, places lived and contact info; the owner edits them here. */
export function AboutTab({ profile }: { profile: CommunityProfile }) {
  const { t, i18n } = useTranslation('profiles');
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({ bio: profile.bio, ...profile.about });
  const save = useUpdateAbout();
  const own = profile.relationship === 'self';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, { onSuccess: () => setEditing(false) });
  };

  if (editing) {
    return (
      <form onSubmit={submit} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" noValidate>
        <h2 className="text-lg font-semibold text-slate-900">{t('about.title')}</h2>
        <div>
          <label htmlFor={`${id}-bio`} className="block text-sm font-medium text-slate-800">
            {t('about.bio')}
          </label>
          <textarea
            id={`${id}-bio`}
            value={values.bio}
            maxLength={BIO_MAX_LENGTH}
            dir="auto"
            rows={3}
            onChange={(event) => setValues({ ...values, bio: event.target.value })}
            className="mt-1 block w-full rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
          />
        </div>
        {FIELDS.map((field) => (
          <div key={field.key}>
            <label
              htmlFor={`${id}-${field.key}`}
              className="block text-sm font-medium text-slate-800"
            >
              {t(field.label)}
            </label>
            <input
              id={`${id}-${field.key}`}
              value={values[field.key]}
              maxLength={PROFILE_ABOUT_MAX}
              dir="auto"
              onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
              className="mt-1 block h-11 w-full rounded-xl border border-slate-300 px-3 text-sm focus:border-brand-500 focus:outline-none"
            />
          </div>
        ))}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setEditing(false)} disabled={save.isPending}>
            {t('about.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('about.saving') : t('about.save')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('about.title')}</h2>
        {own && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('actions.edit-about')}
          </Button>
        )}
      </div>
      {profile.bio && (
        <p dir="auto" className="whitespace-pre-line text-slate-800">
          {profile.bio}
        </p>
      )}
      <dl className="space-y-3">
        {FIELDS.map(({ key, label, icon: Icon }) => (
          <div key={key}>
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <Icon className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
              {t(label)}
            </dt>
            <dd dir="auto" className="ps-7 break-words text-slate-900">
              {profile.about[key] || <span className="text-slate-500">{t('about.empty')}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-500">
        {t('about.joined', {
          date: new Date(profile.joined_at).toLocaleDateString(i18n.language, {
            year: 'numeric',
            month: 'long',
          }),
        })}
      </p>
    </section>
  );
}
