import type { Story, StoryGroup } from '@souq/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareModal } from '../../components/share-modal';
import { useViewStory } from '../api/story-actions';
import { useStoryProgress } from '../lib/use-story-progress';
import { StoryActions } from './story-actions';
import { StoryMedia, StoryTop } from './story-chrome';

export interface StoryViewerProps {
  groups: StoryGroup[];
  storyId: number;
  viewerId: number | null;
  /** Opens another story (the next, the previous). */
  onOpen: (storyId: number) => void;
  /** After the last story: back to /community. */
  onFinish: () => void;
}

/**
 * One story at a time, in the tray's order: the picture (or video) with its caption, like,
 * reply and share counts, a 5-second progress bar that moves on to the next story (or back to
 * /community after the last), paused while held, by the pause button or while a reply is typed.
 * Send replies to the author in chat.
 */
export function StoryViewer({ groups, storyId, viewerId, onOpen, onFinish }: StoryViewerProps) {
  const { t } = useTranslation('stories');
  const order: Story[] = groups.flatMap((group) => group.stories);
  const index = order.findIndex((story) => story.id === storyId);
  const story = order[index];
  const group = groups.find((g) => g.stories.some((s) => s.id === storyId));
  const [held, setHeld] = useState(false);
  const [pausedByButton, setPausedByButton] = useState(false);
  const [typing, setTyping] = useState(false);
  const [sharing, setSharing] = useState(false);
  const paused = held || pausedByButton || typing || sharing || !story;

  const next = () => {
    const following = order[index + 1];
    if (following) onOpen(following.id);
    else onFinish();
  };
  const progress = useStoryProgress(storyId, paused, next);
  useCountView(story, viewerId);

  if (!story || !group) {
    return (
      <div className="mx-auto max-w-md rounded-2xl bg-white p-6 text-center shadow-sm">
        <p role="alert" className="text-slate-700">
          {t('viewer.expired')}
        </p>
        <button
          type="button"
          onClick={onFinish}
          className="mt-4 font-semibold text-brand-700 underline"
        >
          {t('viewer.close')}
        </button>
      </div>
    );
  }

  const previous = order[index - 1];
  return (
    <section
      aria-label={t('viewer.label', { name: story.user.name })}
      className="relative mx-auto flex h-[calc(100dvh-9.5rem)] w-full max-w-md flex-col overflow-hidden rounded-2xl bg-black text-white"
    >
      <StoryTop
        story={story}
        group={group.stories}
        progress={progress}
        pausedByButton={pausedByButton}
        onTogglePause={() => setPausedByButton((p) => !p)}
      />
      <StoryMedia
        story={story}
        onHold={setHeld}
        onPrevious={previous ? () => onOpen(previous.id) : undefined}
        onNext={next}
      />
      <StoryActions
        story={story}
        mine={story.user.id === viewerId}
        onShare={() => setSharing(true)}
        onTyping={setTyping}
      />
      {sharing && (
        <ShareModal
          open
          onClose={() => setSharing(false)}
          url={`${window.location.origin}/community/stories/${story.id}`}
        />
      )}
    </section>
  );
}

/** A story someone else posted is counted as seen once per opening of the viewer. */
function useCountView(story: Story | undefined, viewerId: number | null) {
  const view = useViewStory();
  const viewed = useRef(new Set<number>());
  useEffect(() => {
    if (!story || story.user.id === viewerId || viewed.current.has(story.id)) return;
    viewed.current.add(story.id);
    view.mutate(story.id);
  }, [story, viewerId, view]);
}
