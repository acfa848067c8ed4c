import type { ContactBody } from '@souq/contract';
import { CONTACT_MESSAGE_MAX } from '@souq/contract/limits';
import { Mail } from 'lucide-react';
import { useRef } from 'react';
import { type FieldErrors as FormIssues, useForm } from 'react-hook-form';
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
import { getApiError, getErrorMessage } from '../../lib/api/errors';
import { cn } from '../../lib/cn';
import { lazyResolver } from '../../lib/lazy-rules';
import { notify } from '../../lib/notify';
import { playSound } from '../../lib/sounds';
import { type FieldErrors, useFormErrors } from '../../lib/use-form-errors';

const emptyForm: ContactBody = { name: '', email: '', subject: '', message: '' };
type Field = keyof ContactBody;
const FIELDS = Object.keys(emptyForm) as Field[];

/**
 * The server's rules (contract `ContactBodySchema`), checked first to spare a round trip; they
 * (and zod) load when the form is first checked, not with the page.
 */
const loadRules = () => import('../../features/catalog/lib/contact-form-rules');
const resolver = lazyResolver(loadRules, (rules) => rules.contactResolver);

/** One message per broken field, whichever of its rules broke. */
const contactErrors = (issues: FormIssues<ContactBody>): FieldErrors =>
  Object.fromEntries(
    FIELDS.filter((field) => issues[field]).map((field) => [
      field,
      `pages:contact.errors.${field}` as const,
    ]),
  );

function MessageField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
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
  const formRef = useRef<HTMLFormElement>(null);
  const { watch, setValue, reset, handleSubmit } = useForm<ContactBody>({
    defaultValues: emptyForm,
    resolver,
  });
  const form = watch();
  const { mutateAsync: sendContact, isPending: isSending } = useSendContact();
  const { fieldErrors, formError, check, showServerErrors, clearField } = useFormErrors(formRef);

  const set = (field: Field) => (value: string) => {
    setValue(field, value);
    clearField(field);
  };

  const send = async (body: ContactBody) => {
    check({});
    try {
      const message = await sendContact(body);
      playSound('success');
      void notify('success', message || t('contact.sent'));
      reset(emptyForm);
    } catch (error) {
      playSound('error');
      // 422: each message beside its field, in the request's language; 429 and anything else
      // above the button.
      const byField: Record<string, string> = {};
      for (const [name, messages] of Object.entries(getApiError(error)?.errors ?? {})) {
        if ((FIELDS as string[]).includes(name)) byField[name] = messages.join(' ');
      }
      const hasFieldErrors = Object.keys(byField).length > 0;
      showServerErrors({
        fieldErrors: byField,
        formError: hasFieldErrors ? null : getErrorMessage(error),
      });
    }
  };

  const field = (name: Exclude<Field, 'message'>, type = 'text', autoComplete?: string) => (
    <TextField
      label={t(`contact.fields.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={form[name]}
      onChange={set(name)}
      error={fieldErrors[name]}
    />
  );

  return (
    <Screen title={t('contact.title')} subtitle={t('contact.subtitle')}>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <form
          ref={formRef}
          noValidate
          onSubmit={handleSubmit(send, (issues) => check(contactErrors(issues)))}
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
            value={form.message}
            onChange={set('message')}
            error={fieldErrors.message}
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
