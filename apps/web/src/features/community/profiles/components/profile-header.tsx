import type { CommunityProfile } from '@souq/contract';
import { IMAGE_ACCEPT } from '@souq/contract/limits';
import { href, webPaths } from '@souq/contract/web-paths';
import { Camera, MessageCircle, UserCheck, UserMinus, UserPlus, UserX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/avatar';
import { Button } from '../../../../components/button';
import { type RelationshipAction, useRelationship } from '../api/relationship';
import { useUpdateCover } from '../api/update-about';

/**
 * Cover, avatar, name, counts, and the buttons for where the caller stands: add friend, cancel
 * a request, accept or decline one, unfriend; follow or unfollow; message (opens the chat).
 */
export function ProfileHeader({ profile }: { profile: CommunityProfile }) {
  const { t } = useTranslation('profiles');
  const relationship = useRelationship(profile.user.id);
  const name = profile.user.name;
  const busy = relationship.isPending;
  const act = (action: RelationshipAction) => relationship.mutate(action);

  const friendButtons = () => {
    switch (profile.relationship) {
      case 'none':
        return (
          <Button onClick={() => act('request')} disabled={busy}>
            <UserPlus className="size-4" aria-hidden="true" />
            {t('actions.add-friend')}
          </Button>
        );
      case 'request_sent':
        return (
          <Button variant="secondary" onClick={() => act('remove')} disabled={busy}>
            <UserX className="size-4" aria-hidden="true" />
            {t('actions.cancel-request')}
          </Button>
        );
      case 'request_received':
        return (
          <>
            <Button onClick={() => act('accept')} disabled={busy}>
              <UserCheck className="size-4" aria-hidden="true" />
              {t('actions.accept')}
            </Button>
            <Button variant="outline" onClick={() => act('decline')} disabled={busy}>
              {t('actions.decline')}
            </Button>
          </>
        );
      case 'friends':
        return (
          <Button
            variant="secondary"
            onClick={() => act('remove')}
            disabled={busy}
            aria-label={t('actions.unfriend')}
          >
            <UserMinus className="size-4" aria-hidden="true" />
            {t('actions.friends')}
          </Button>
        );
      default:
        return null;
    }
  };

  return (
    <header className="overflow-hidden rounded-2xl bg-white shadow-sm">
      <div className="relative h-36 bg-gradient-to-r from-brand-600 via-brand-400 to-amber-300 sm:h-52">
        {profile.cover_url && (
          <img
            src={profile.cover_url}
            alt={t('header.cover', { name })}
            className="h-full w-full object-cover"
          />
        )}
        {profile.relationship === 'self' && <CoverPicker />}
      </div>
      <div className="px-4 pb-4 sm:px-6">
        <div className="relative -mt-12 flex flex-col gap-3 sm:-mt-16 sm:flex-row sm:items-end">
          <Avatar src={profile.user.photo} alt={name} className="size-24 ring-4 sm:size-32" />
          <div className="min-w-0 flex-1 sm:pb-2">
            <h1 className="truncate text-2xl font-bold text-slate-900">{name}</h1>
            <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
              <span>{t('header.friends', { count: profile.friends_count })}</span>
              <span>{t('header.followers', { count: profile.followers_count })}</span>
              <span>{t('header.following', { count: profile.following_count })}</span>
              <span>{t('header.posts', { count: profile.posts_count })}</span>
            </p>
          </div>
          {profile.relationship !== 'self' && (
            <div className="flex flex-wrap gap-2 sm:pb-2">
              {friendButtons()}
              <Button
                variant={profile.is_following ? 'secondary' : 'outline'}
                onClick={() => act(profile.is_following ? 'unfollow' : 'follow')}
                disabled={busy}
                aria-pressed={profile.is_following}
              >
                {profile.is_following ? t('actions.following') : t('actions.follow')}
              </Button>
              <Button variant="outline" to={href(webPaths.chat, { with: profile.user.id })}>
                <MessageCircle className="size-4" aria-hidden="true" />
                {t('actions.message')}
              </Button>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}

/** The owner's "change cover" button over their cover picture. */
function CoverPicker() {
  const { t } = useTranslation('profiles');
  const cover = useUpdateCover();
  const coverInput = useId();
  return (
    <>
      <input
        id={coverInput}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        disabled={cover.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          cover.mutate(file);
        }}
      />
      <label
        htmlFor={coverInput}
        className="absolute end-3 bottom-3 inline-flex cursor-pointer items-center gap-2 rounded-full bg-white/90 px-3 py-2 text-sm font-semibold text-slate-900 shadow hover:bg-white focus-within:outline-2 focus-within:outline-brand-600"
      >
        <Camera className="size-4" aria-hidden="true" />
        {t('actions.change-cover')}
      </label>
    </>
  );
}
