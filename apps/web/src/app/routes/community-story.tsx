import { href, webPaths } from '@souq/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Loader } from '../../components/loader';
import { useProfile } from '../../features/accounts/api/get-profile';
import { useStories } from '../../features/community/stories/api/get-stories';
import { StoryViewer } from '../../features/community/stories/components/story-viewer';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function CommunityStoryRoute() {
  const { t } = useTranslation('stories');
  const params = useParams();
  const navigate = useNavigate();
  const { data: me } = useProfile();
  const stories = useStories();
  const storyId = Number(params.id);
  const name = stories.data?.find((g) => g.stories.some((s) => s.id === storyId))?.user.name;
  useDocumentTitle(name ? t('viewer.label', { name }) : t('tray.label'));

  if (stories.isPending) return <Loader label={t('viewer.loading')} />;
  return (
    <StoryViewer
      groups={stories.data ?? []}
      storyId={storyId}
      viewerId={me?.id ?? null}
      onOpen={(id) => void navigate(href(webPaths.story, { id }), { replace: true })}
      onFinish={() => void navigate(webPaths.community)}
    />
  );
}
