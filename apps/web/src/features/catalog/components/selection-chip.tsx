import { webPaths } from '@souq/contract/web-paths';
import { ChevronDown, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { useSelectionStore } from '../../../lib/stores/selection-store';

/**
 * The current selection (flag, governorate, category) as a link that reopens the picker; "choose"
 * while nothing is chosen. `block` stretches it (the mobile menu).
 */
export function SelectionChip({
  block = false,
  compact = false,
  onNavigate,
}: {
  block?: boolean;
  /** The header's: the flag and the category only (the region is in its name and title). */
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const { t, i18n } = useTranslation('catalog');
  const country = useSelectionStore((s) => s.selectedCountry);
  const governorate = useSelectionStore((s) => s.selectedGovernorate);
  const category = useSelectionStore((s) => s.selectedCategory);
  const place = compact && category ? undefined : (governorate?.name ?? country?.name);
  const what = category?.name;
  const isEmpty = !country && !governorate && !category;
  const summary = [country?.name, governorate?.name, what]
    .filter(Boolean)
    .join(i18n.dir() === 'rtl' ? '، ' : ', ');

  return (
    <Link
      to={webPaths.selectCategory}
      onClick={onNavigate}
      data-testid="selection-chip"
      aria-label={isEmpty ? t('chip.choose-label') : t('chip.label', { selection: summary })}
      title={summary || undefined}
      className={cn(
        'whitespace-nowrap',
        chipWidth(block, compact),
        'min-w-0 items-center gap-2 rounded-full border border-brand-200 bg-brand-50/60 px-3 py-1.5 text-sm font-medium text-brand-900 transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
      )}
    >
      {country?.flag ? (
        <span className="text-base leading-none" aria-hidden="true">
          {country.flag}
        </span>
      ) : (
        <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      )}
      {isEmpty ? <span>{t('chip.choose')}</span> : <ChipText place={place} what={what} />}
      <ChevronDown className="ms-auto size-4 shrink-0 text-brand-600" aria-hidden="true" />
    </Link>
  );
}

const chipWidth = (block: boolean, compact: boolean) =>
  block ? 'flex w-full' : compact ? 'inline-flex max-w-44' : 'inline-flex max-w-72';

/** "Riyadh · Cars": the place and the category, either one alone when the other is not chosen. */
function ChipText({ place, what }: { place?: string; what?: string }) {
  return (
    <span className="flex min-w-0 items-center gap-1.5" aria-hidden="true">
      {place && <span className="truncate">{place}</span>}
      {place && what && <span className="text-brand-300">·</span>}
      {what && <span className="truncate text-brand-700">{what}</span>}
    </span>
  );
}
