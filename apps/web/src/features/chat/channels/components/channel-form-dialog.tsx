import type { ChannelDetails } from '@souq/contract';
import { CHANNEL_DESCRIPTION_MAX, CHANNEL_NAME_MAX } from '@souq/contract/limits';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { FormAlert, TextAreaField, TextField } from '../../../../components/form-field';
import { ImagePicker } from '../../../../components/image-picker';
import { Modal } from '../../../../components/modal';
import { cn } from '../../../../lib/cn';
import { useRulesForm } from '../../../../lib/use-rules-form';
import type { ChannelFields } from '../api/save-channel';
import { loadChannelRules } from '../lib/load-channel-rules';

export interface ChannelFormErrors {
  name?: string | null;
  form?: string | null;
}

/** The edited channel's card, or a new channel's. */
const fieldsOf = (channel?: ChannelDetails | null): ChannelFields => ({
  name: channel?.name ?? '',
  description: channel?.description ?? '',
  visibility: channel?.visibility ?? 'public',
  image: null,
  removeImage: false,
});

/**
 * Creates a channel or edits its card: name (unique among one's channels), description, public or
 * private, and a picture.
 */
export function ChannelFormDialog({
  open,
  channel,
  onClose,
  onSubmit,
  saving,
  errors,
}: {
  open: boolean;
  /** The channel being edited; absent for a new one. */
  channel?: ChannelDetails | null;
  onClose: () => void;
  onSubmit: (fields: ChannelFields) => void;
  saving: boolean;
  errors: ChannelFormErrors;
}) {
  const { t, i18n } = useTranslation('chat');
  const _id = useId();
  const {
    form,
    formRef,
    set,
    errorOf,
    onSubmit: submit,
    values,
  } = useRulesForm<ChannelFields, Awaited<ReturnType<typeof loadChannelRules>>>({
    load: loadChannelRules,
    resolverOf: (rules) => rules.channelFormResolver(),
    defaultValues: fieldsOf(channel),
    translate: (key) => (key === 'name-required' ? t('channels.form.name-required') : key),
  });
  const { name, description, visibility, image, removeImage } = values;
  // The server's answer about the name (already in use) stands for the name it was given for.
  const [sentName, setSentName] = useState<string | null>(null);

  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset(fieldsOf(channel));
    setSentName(null);
  }, [open, channel, reset]);

  const send = async (fields: ChannelFields) => {
    setSentName(fields.name);
    onSubmit(fields);
  };
  const count = (n: number, max: number) =>
    `${new Intl.NumberFormat(i18n.language).format(n)} / ${new Intl.NumberFormat(i18n.language).format(max)}`;

  return (
    <Modal
      open={open}
      onClose={onClose}
      locked={saving}
      title={channel ? t('channels.form.edit-title') : t('channels.form.create-title')}
    >
      <form ref={formRef} onSubmit={submit(send)} noValidate className="mt-4 space-y-4">
        <FormAlert message={errors.form} />
        <TextField
          label={t('channels.form.name')}
          value={name}
          // A message about the name goes as soon as the name is being corrected.
          onChange={(value) => set('name', value)}
          maxLength={CHANNEL_NAME_MAX}
          error={errorOf('name') ?? (sentName === null || sentName === name ? errors.name : null)}
          required
        />
        <TextAreaField
          label={t('channels.form.description')}
          value={description}
          onChange={(value) => set('description', value)}
          maxLength={CHANNEL_DESCRIPTION_MAX}
          count={count(description.length, CHANNEL_DESCRIPTION_MAX)}
          optional={t('channels.form.optional')}
          rows={3}
        />
        <VisibilityChoice value={visibility} onChange={(value) => set('visibility', value)} />
        <ImagePicker
          label={t('channels.form.image')}
          file={image}
          onChange={(file) => {
            set('image', file);
            if (file) set('removeImage', false);
          }}
          currentUrl={removeImage ? null : (channel?.image ?? null)}
          onRemoveCurrent={channel?.image ? () => set('removeImage', true) : undefined}
          shape="square"
          optional={t('channels.form.optional')}
        />
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            {t('channels.form.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving
              ? t('channels.form.saving')
              : channel
                ? t('channels.form.save')
                : t('channels.form.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Public (anyone finds and joins it) or private (members the owner adds). */
function VisibilityChoice({
  value: selected,
  onChange,
}: {
  value: ChannelFields['visibility'];
  onChange: (value: ChannelFields['visibility']) => void;
}) {
  const { t } = useTranslation('chat');
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        {t('channels.form.visibility')}
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {(['public', 'private'] as const).map((value) => (
          <label
            key={value}
            htmlFor={`${id}-${value}`}
            className={cn(
              'flex cursor-pointer items-start gap-2 rounded-xl border p-3 text-sm',
              selected === value ? 'border-brand-600 bg-brand-50' : 'border-slate-300',
            )}
          >
            <input
              id={`${id}-${value}`}
              type="radio"
              name={`${id}-visibility`}
              value={value}
              checked={selected === value}
              onChange={() => onChange(value)}
              className="mt-0.5 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">
                {t(`channels.form.${value}`)}
              </span>
              <span className="block text-xs text-slate-600">
                {t(`channels.form.${value}-hint`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
