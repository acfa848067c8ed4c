import { BriefcaseBusiness, Gavel, Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';

const choices = [
  { path: '/AddAds', label: 'add-new.ad', icon: Megaphone },
  { path: '/addOpportunity', label: 'add-new.opportunity', icon: BriefcaseBusiness },
  { path: '/add_auction', label: 'add-new.auction', icon: Gavel },
] as const;

/** "Add New" button and its dialog of three choices. */
export function AddNewButton() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Plus className="size-4" aria-hidden="true" />
        <span className="sr-only whitespace-nowrap xl:not-sr-only">{t('header.add-new')}</span>
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('add-new.title')}
        description={t('add-new.description')}
      >
        <div className="grid gap-3">
          {choices.map(({ path, label, icon: Icon }) => (
            <Button
              key={path}
              to={path}
              variant="outline"
              size="lg"
              fullWidth
              className="justify-start"
              onClick={() => setOpen(false)}
            >
              <Icon className="size-5" aria-hidden="true" />
              {t(label)}
            </Button>
          ))}
        </div>
      </Modal>
    </>
  );
}
