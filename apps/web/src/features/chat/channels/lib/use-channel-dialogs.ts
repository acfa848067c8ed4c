import type { ChannelDetails, UserRef } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getApiError, getErrorMessage } from '../../../../lib/api';
import { notify } from '../../../../lib/notify';
import { useDebounced } from '../../../../lib/use-debounced';
import {
  type MemberChange,
  useChangeMember,
  useDeleteChannel,
  useJoinChannel,
  useLeaveChannel,
} from '../api/change-membership';
import { useCandidates } from '../api/get-candidates';
import { type ChannelFields, useSaveChannel } from '../api/save-channel';
import type { ChannelFormErrors } from '../components/channel-form-dialog';

export type ChannelDialog = null | 'create' | 'edit' | 'members' | 'leave' | 'delete';
/** A change to the open channel's members (each kind of change keeps its own fields). */
type MemberChangeOf<C = MemberChange> = C extends MemberChange ? Omit<C, 'channelId'> : never;

/**
 * The channel page's writes and their dialogs: create and edit, join, members (search, add,
 * remove, roles), leave and delete. A refusal is said where the person is: in the form, the
 * members dialog or the directory, else (the channel staying open) in a toast.
 */
export function useChannelDialogs(channel: ChannelDetails | undefined, selectedId: number | null) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<ChannelDialog>(null);
  const [formErrors, setFormErrors] = useState<ChannelFormErrors>({});
  const [actionError, setActionError] = useState<string | null>(null);
  const [candidateSearch, setCandidateSearch] = useState('');
  const [removing, setRemoving] = useState<UserRef | null>(null);
  const manager = channel?.role === 'owner' || channel?.role === 'admin';
  const candidates = useCandidates(
    selectedId ?? 0,
    useDebounced(candidateSearch),
    dialog === 'members' && manager && selectedId !== null,
  );
  const save = useSaveChannel();
  const join = useJoinChannel();
  const leave = useLeaveChannel();
  const remove = useDeleteChannel();
  const changeMember = useChangeMember();

  const open = (id: number) => navigate(href(webPaths.chatChannels, { c: id }));
  const show = (next: ChannelDialog) => {
    setFormErrors({});
    setActionError(null);
    setDialog(next);
  };
  const close = () => setDialog(null);
  // The channel stays open, where the directory's error line is not: a toast says why.
  const endChannel = (mutation: typeof leave | typeof remove) => {
    if (!selectedId) return;
    mutation.mutate(selectedId, {
      onSuccess: () => {
        setDialog(null);
        navigate(webPaths.chatChannels);
      },
      onError: (error) => {
        setDialog(null);
        void notify('error', getErrorMessage(error));
      },
    });
  };

  return {
    dialog,
    show,
    close,
    open,
    formErrors,
    actionError,
    candidateSearch,
    setCandidateSearch,
    candidates: candidates.data ?? [],
    removing,
    setRemoving,
    saving: save.isPending,
    joining: join.isPending,
    joiningId: join.isPending ? (join.variables ?? null) : null,
    changingMember: changeMember.isPending,
    leaving: leave.isPending,
    deleting: remove.isPending,
    onJoin: (id: number) =>
      join.mutate(id, {
        onSuccess: () => open(id),
        onError: (error) => setActionError(getErrorMessage(error)),
      }),
    onSave: (fields: ChannelFields) => {
      setFormErrors({});
      save.mutate(
        { ...fields, id: dialog === 'edit' ? (selectedId ?? undefined) : undefined },
        {
          onSuccess: (saved) => {
            setDialog(null);
            open(saved.id);
          },
          onError: (error) => {
            const name = getApiError(error)?.errors?.name?.[0];
            setFormErrors(name ? { name } : { form: getErrorMessage(error) });
          },
        },
      );
    },
    onMemberChange: (change: MemberChangeOf) => {
      if (!selectedId) return;
      setActionError(null);
      changeMember.mutate({ ...change, channelId: selectedId } as MemberChange, {
        onError: (error) => setActionError(getErrorMessage(error)),
      });
    },
    onLeave: () => endChannel(leave),
    onDelete: () => endChannel(remove),
  };
}
