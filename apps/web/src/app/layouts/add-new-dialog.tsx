import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';

// The dialog (and the modal behind it) loads when first wanted: no page shows it at first paint.
const loadChoices = () => import('./add-new-choices');
const AddNewChoices = lazy(() => loadChoices().then((m) => ({ default: m.AddNewChoices })));

/** "Add New" button and its dialog of three choices. */
export function AddNewButton() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadChoices()}
        onFocus={() => void loadChoices()}
        aria-haspopup="dialog"
      >
        <Plus className="size-4" aria-hidden="true" />
        <span className="sr-only whitespace-nowrap xl:not-sr-only">{t('header.add-new')}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddNewChoices onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
