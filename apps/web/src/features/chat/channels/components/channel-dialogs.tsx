import type { ChannelDetails } from '@souq/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/confirm-modal';
import type { useChannelDialogs } from '../lib/use-channel-dialogs';
import { MembersDialog } from './members-dialog';

// The form (and its form library) loads when it is opened: the channel list carries none of it.
const ChannelFormDialog = lazy(() =>
  import('./channel-form-dialog').then((m) => ({ default: m.ChannelFormDialog })),
);

/** The channel page's dialogs: the form, the members, and the confirmations. */
export function ChannelDialogs({
  dialogs: d,
  channel,
  viewerId,
}: {
  dialogs: ReturnType<typeof useChannelDialogs>;
  channel: ChannelDetails | undefined;
  viewerId: number | null;
}) {
  const { t } = useTranslation('chat');
  return (
    <>
      {(d.dialog === 'create' || d.dialog === 'edit') && (
        <Suspense fallback={null}>
          <ChannelFormDialog
            open
            channel={d.dialog === 'edit' ? channel : null}
            onClose={d.close}
            onSubmit={d.onSave}
            saving={d.saving}
            errors={d.formErrors}
          />
        </Suspense>
      )}
      {channel && viewerId !== null && (
        <MembersDialog
          open={d.dialog === 'members'}
          onClose={d.close}
          channel={channel}
          viewerId={viewerId}
          candidates={d.candidates}
          candidateSearch={d.candidateSearch}
          onCandidateSearch={d.setCandidateSearch}
          busy={d.changingMember}
          error={d.actionError}
          onAdd={(userId) => d.onMemberChange({ action: 'add', userId })}
          onRemove={d.setRemoving}
          onRole={(userId, role) => d.onMemberChange({ action: 'role', userId, role })}
        />
      )}
      <ConfirmModal
        open={d.removing !== null}
        onClose={() => d.setRemoving(null)}
        isDeleting={d.changingMember}
        title={t('channels.members.remove-title', { name: d.removing?.name ?? '' })}
        description={t('channels.members.remove-description')}
        onConfirm={() => {
          if (d.removing) d.onMemberChange({ action: 'remove', userId: d.removing.id });
          d.setRemoving(null);
        }}
      />
      <ConfirmModal
        open={d.dialog === 'leave'}
        onClose={d.close}
        isDeleting={d.leaving}
        title={t('channels.leave-title')}
        description={t('channels.leave-description')}
        confirmLabel={t('channels.leave-confirm')}
        pendingLabel={t('channels.leaving')}
        onConfirm={d.onLeave}
      />
      <ConfirmModal
        open={d.dialog === 'delete'}
        onClose={d.close}
        isDeleting={d.deleting}
        description={t('channels.delete-description')}
        onConfirm={d.onDelete}
      />
    </>
  );
}
