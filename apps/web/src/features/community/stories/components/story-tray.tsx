import type { StoryGroup } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../../components/avatar';
import { cn } from '../../../../lib/cn';
import { useStories } from '../api/get-stories';

// The creation form loads when "Add story" is pressed.
const CreateStoryModal = lazy(() =>
  import('./create-story-modal').then((m) => ({ default: m.CreateStoryModal })),
);

const firstToWatch = (group: StoryGroup) =>
  group.stories.find((story) => !story.seen) ?? group.stories[0]!;

/**
 * The stories row of /community: the "add" entry first (it opens creation), then each author's
 * live stories, unseen ones ringed. A tile opens the author's first unseen story.
 */
export function StoryTray({
  viewer,
}: {
  viewer: { id?: number; name: string; photo?: string | null } | null;
}) {
  const { t } = useTranslation('stories');
  const navigate = useNavigate();
  const stories = useStories();
  const [creating, setCreating] = useState(false);
  const groups = stories.data ?? [];

  return (
    <section aria-label={t('tray.label')} className="rounded-2xl bg-white p-3 shadow-sm">
      <ul className="flex gap-3 overflow-x-auto pb-1">
        <li className="shrink-0">
          <button
            type="button"
            onClick={() => setCreating(true)}
            className="flex w-20 flex-col items-center gap-1 rounded-xl p-1 text-center focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="relative">
              <Avatar src={viewer?.photo} alt="" className="size-16" />
              <span className="absolute -end-1 -bottom-1 flex size-6 items-center justify-center rounded-full bg-brand-600 text-white ring-2 ring-white">
                <Plus className="size-4" aria-hidden="true" />
              </span>
            </span>
            <span className="line-clamp-1 text-xs font-medium text-slate-700">{t('tray.add')}</span>
          </button>
        </li>
        {groups.map((group) => {
          const mine = group.user.id === viewer?.id;
          const story = firstToWatch(group);
          return (
            <li key={group.user.id} className="shrink-0">
              <Link
                to={href(webPaths.story, { id: story.id })}
                title={t('tray.open', { name: group.user.name })}
                data-unseen={group.has_unseen ? 'true' : 'false'}
                className="flex w-20 flex-col items-center gap-1 rounded-xl p-1 text-center focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span
                  className={cn(
                    'rounded-full p-0.5',
                    group.has_unseen
                      ? 'bg-gradient-to-tr from-amber-400 to-brand-600'
                      : 'bg-slate-300',
                  )}
                >
                  <Avatar src={group.user.photo} alt="" className="size-[3.75rem]" />
                </span>
                <span className="line-clamp-1 text-xs font-medium text-slate-700">
                  {mine ? t('tray.yours') : group.user.name}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {creating && (
        <Suspense fallback={null}>
          <CreateStoryModal
            open
            onClose={() => setCreating(false)}
            onCreated={(id) => void navigate(href(webPaths.story, { id }))}
          />
        </Suspense>
      )}
    </section>
  );
}
