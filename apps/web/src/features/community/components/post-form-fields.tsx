import { IMAGE_ACCEPT, POST_CONTENT_MAX } from '@souq/contract/limits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryRegionSelect } from '../../../components/country-region-select';
import { LazyImagePicker } from '../../../components/lazy-image-picker';
import type { PostFormValues } from '../api/save-post';
import { useCommunity } from './community-context';

export interface PostFormFieldsProps {
  values: PostFormValues;
  onChange: (values: PostFormValues) => void;
  /** The saved image (edit), shown until another is picked or it is removed. */
  currentImage?: string | null;
  onRemoveCurrentImage?: () => void;
  placeholder?: string;
  contentError?: string | null;
  /** Start with the text area only (the composer) and show the rest once writing starts. */
  compact?: boolean;
  onContentFocus?: () => void;
}

/** Text, image with preview and remove, and the post's country and region (seed §2, §5). */
export function PostFormFields({
  values,
  onChange,
  currentImage,
  onRemoveCurrentImage,
  placeholder,
  contentError,
  compact = false,
  onContentFocus,
}: PostFormFieldsProps) {
  const { t } = useTranslation('community');
  const { places, onCountryChange } = useCommunity();
  const id = useId();
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={id} className="sr-only">
          {t('post-form.content')}
        </label>
        <textarea
          id={id}
          value={values.content}
          rows={compact ? 2 : 4}
          maxLength={POST_CONTENT_MAX}
          onChange={(event) => onChange({ ...values, content: event.target.value })}
          onFocus={onContentFocus}
          placeholder={placeholder ?? t('post-form.placeholder')}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? `${id}-error` : undefined}
          dir="auto"
          className="block w-full resize-y rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
        />
        {contentError && (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {contentError}
          </p>
        )}
      </div>
      {!compact && (
        <>
          <LazyImagePicker
            label={t('post-form.image')}
            optional={t('post-form.optional')}
            shape="wide"
            accept={IMAGE_ACCEPT}
            file={values.image}
            onChange={(image) => onChange({ ...values, image })}
            currentUrl={currentImage}
            onRemoveCurrent={onRemoveCurrentImage}
          />
          <CountryRegionSelect
            choices={places}
            onCountryChange={onCountryChange}
            value={{ country_id: values.country_id, region_id: values.region_id }}
            onChange={(place) => onChange({ ...values, ...place })}
          />
        </>
      )}
    </div>
  );
}
