import { webPaths } from '@souq/contract/web-paths';
import { BriefcaseBusiness, Gavel, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';

const choices = [
  { path: webPaths.addAd, label: 'add-new.ad', icon: Megaphone },
  { path: webPaths.addOpportunity, label: 'add-new.opportunity', icon: BriefcaseBusiness },
  { path: webPaths.addAuction, label: 'add-new.auction', icon: Gavel },
] as const;

/** The Add New dialog: three buttons to /AddAds, /addOpportunity and /add_auction (seed §2). */
export function AddNewChoices({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal open onClose={onClose} title={t('add-new.title')} description={t('add-new.description')}>
      <div className="grid gap-3">
        {choices.map(({ path, label, icon: Icon }) => (
          <Button
            key={path}
            to={path}
            variant="outline"
            size="lg"
            fullWidth
            className="justify-start"
            onClick={onClose}
          >
            <Icon className="size-5" aria-hidden="true" />
            {t(label)}
          </Button>
        ))}
      </div>
    </Modal>
  );
}
