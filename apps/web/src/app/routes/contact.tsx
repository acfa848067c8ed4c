import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Screen } from '../../components/screen';
import { createItem } from '../../lib/api';

const emptyForm = { name: '', email: '', subject: '', message: '' };
type Field = keyof typeof emptyForm;

const inputClass =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200';

export default function ContactRoute() {
  const { t } = useTranslation('pages');
  const [form, setForm] = useState(emptyForm);
  const [isSending, setIsSending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSending(true);
    try {
      await createItem('/contact', form);
      setForm(emptyForm);
    } catch {
      // The helper already toasted the reason; the form keeps its values for another try.
    } finally {
      setIsSending(false);
    }
  };

  const field = (name: Exclude<Field, 'message'>, type = 'text') => (
    <label className="block text-sm font-medium text-slate-800">
      {t(`contact.fields.${name}`)}
      <input
        required
        type={type}
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        className={inputClass}
      />
    </label>
  );

  return (
    <Screen title={t('contact.title')} subtitle={t('contact.subtitle')}>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <form
          onSubmit={handleSubmit}
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {field('name')}
            {field('email', 'email')}
          </div>
          {field('subject')}
          <label className="block text-sm font-medium text-slate-800">
            {t('contact.fields.message')}
            <textarea
              required
              rows={5}
              value={form.message}
              onChange={(e) => setForm({ ...form, message: e.target.value })}
              className={inputClass}
            />
          </label>
          <Button type="submit" disabled={isSending}>
            {isSending ? t('contact.sending') : t('contact.send')}
          </Button>
        </form>
        <aside className="rounded-2xl bg-brand-50 p-6 text-brand-900">
          <Mail className="size-8" aria-hidden="true" />
          <p className="mt-4 font-semibold">{t('contact.aside-title')}</p>
          <p className="mt-2 text-sm">{t('contact.aside-text')}</p>
        </aside>
      </div>
    </Screen>
  );
}
