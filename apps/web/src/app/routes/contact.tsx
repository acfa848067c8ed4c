import type { ContactBody } from '@souq/contract';
import { CONTACT_MESSAGE_MAX } from '@souq/contract/limits';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import {
  FieldError,
  FormAlert,
  inputClass,
  inputStateClass,
  TextField,
  useFieldIds,
} from '../../components/form-field';
import { Screen } from '../../components/screen';
import { useSendContact } from '../../features/catalog/api/send-contact';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/notify';
import { splitServerErrors } from '../../lib/server-errors';
import { playSound } from '../../lib/sounds';
import { useRulesForm } from '../../lib/use-rules-form';

const emptyForm: ContactBody = { name: '', email: '', subject: '', message: '' };
type Field = keyof ContactBody;
const FIELDS = Object.keys(emptyForm) as Field[];

/**
 * The server's rules (contract `ContactBodySchema`), checked first to spare a round trip; they
 * (and zod) load when the form is first checked, not with the page. A broken field's message is
 * its name: one message per field, whichever of its rules broke.
 */
const loadRules = () => import('../../features/catalog/lib/contact-form-rules');
const isField = (name: string): name is Field => (FIELDS as string[]).includes(name);

function MessageField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const { id, errorId, aria } = useFieldIds(error);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name="message"
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...aria}
        dir="auto"
        className={cn('mt-1', inputClass, inputStateClass(Boolean(error)))}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export default function ContactRoute() {
  const { t } = useTranslation('pages');
  const { formRef, formError, errorOf, set, onSubmit, reset, values } = useRulesForm({
    load: loadRules,
    resolverOf: (rules) => rules.contactResolver,
    defaultValues: emptyForm,
    translate: (field) => (isField(field) ? t(`contact.errors.${field}`) : field),
  });
  const { mutateAsync: sendContact, isPending: isSending } = useSendContact();

  const send = async (typed: ContactBody) => {
    const { contactBody } = await loadRules();
    let message: string | undefined;
    try {
      message = await sendContact(contactBody(typed));
    } catch (error) {
      playSound('error');
      throw error;
    }
    playSound('success');
    void notify('success', message || t('contact.sent'));
    reset(emptyForm);
  };
  // 422: each message beside its field, in the request's language; 429 and anything else above
  // the button.
  const serverErrors = (error: unknown) => splitServerErrors(error, FIELDS);

  const field = (name: Exclude<Field, 'message'>, type = 'text', autoComplete?: string) => (
    <TextField
      label={t(`contact.fields.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => set(name, value)}
      error={errorOf(name)}
    />
  );

  return (
    <Screen title={t('contact.title')} subtitle={t('contact.subtitle')}>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit(send, serverErrors)}
          aria-label={t('contact.title')}
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {field('name', 'text', 'name')}
            {field('email', 'email', 'email')}
          </div>
          {field('subject')}
          <MessageField
            label={t('contact.fields.message')}
            value={values.message}
            onChange={(value) => set('message', value)}
            error={errorOf('message')}
          />
          <FormAlert message={formError} />
          <Button type="submit" disabled={isSending}>
            {isSending ? t('contact.sending') : t('contact.send')}
          </Button>
        </form>
        <aside className="self-start rounded-2xl bg-brand-50 p-6 text-brand-900">
          <Mail className="size-8" aria-hidden="true" />
          <p className="mt-4 font-semibold">{t('contact.aside-title')}</p>
          <p className="mt-2 text-sm">{t('contact.aside-text')}</p>
        </aside>
      </div>
    </Screen>
  );
}
