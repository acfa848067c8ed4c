import { inputClass, inputStateClass } from '../../../components/form-field';
import { SearchInput } from '../../../components/search-form';

/** A search field with its icon and a label said to screen readers (the placeholder shows it). */
export function SearchBox({
  id,
  label,
  value,
  onChange,
  className = '',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <SearchInput
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      placeholder={label}
      className={className}
      iconClassName="text-slate-500"
      inputClassName={`${inputClass} ${inputStateClass(false)} ps-9 pe-9`}
    />
  );
}
