import { href, webPaths } from '@souq/contract/web-paths';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useProfile } from '../../features/accounts/api/get-profile';
import { ReelFeed } from '../../features/community/reels/components/reel-feed';
import { useSelectionStore } from '../../lib/stores/selection-store';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function CommunityReelRoute() {
  const { t } = useTranslation('reels');
  useDocumentTitle(t('feed.label'));
  const params = useParams();
  const navigate = useNavigate();
  const { data: me } = useProfile();
  const selectedCountry = useSelectionStore((s) => s.selectedCountry?.id ?? null);
  const selectedRegion = useSelectionStore((s) => s.selectedGovernorate?.id ?? null);
  // The reel the page opened on stays first while the address follows the visible one (and a
  // new reel just published takes the lead).
  const [firstId, setFirstId] = useState(() => Number(params.id));
  const [currentId, setCurrentId] = useState(firstId);
  const place =
    me?.country_id && me.region_id
      ? { country_id: me.country_id, region_id: me.region_id }
      : { country_id: selectedCountry, region_id: selectedCountry ? selectedRegion : null };

  const onShown = useCallback(
    (id: number) => {
      if (id === currentId) return;
      setCurrentId(id);
      void navigate(href(webPaths.reel, { id }), { replace: true, preventScrollReset: true });
    },
    [currentId, navigate],
  );

  return (
    <ReelFeed
      key={firstId}
      firstId={firstId}
      viewerId={me?.id ?? null}
      place={place}
      onShown={onShown}
      onCreated={(id) => {
        setFirstId(id);
        setCurrentId(id);
        void navigate(href(webPaths.reel, { id }), { replace: true });
      }}
    />
  );
}
