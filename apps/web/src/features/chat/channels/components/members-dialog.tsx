import type { ChannelDetails, ChannelMember, ChannelRole, UserRef } from '@souq/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/avatar';
import { Button } from '../../../../components/button';
import { FormAlert } from '../../../../components/form-field';
import { Modal } from '../../../../components/modal';
import { SearchBox } from '../../components/search-box';

interface MembersProps {
  open: boolean;
  onClose: () => void;
  channel: ChannelDetails;
  viewerId: number;
  candidates: UserRef[];
  candidateSearch: string;
  onCandidateSearch: (value: string) => void;
  busy: boolean;
  error: string | null;
  onAdd: (userId: number) => void;
  onRemove: (user: UserRef) => void;
  onRole: (userId: number, role: ChannelRole) => void;
}

/**
 * The members with their roles. Owner and admins add people (searched among their
 * conversations and friends) and remove members; the owner also makes admins, takes the role
 * back and hands the channel over.
 */
export function MembersDialog(props: MembersProps) {
  const { open, onClose, channel, error } = props;
  const { t } = useTranslation('chat');
  const id = useId();
  const manager = channel.role === 'owner' || channel.role === 'admin';
  return (
    <Modal open={open} onClose={onClose} title={t('channels.members.title')} size="lg">
      <div className="mt-4 space-y-5">
        <FormAlert message={error} />
        {manager && <AddMembers {...props} id={`${id}-add`} />}
        <section aria-labelledby={`${id}-list`}>
          <h3 id={`${id}-list`} className="text-sm font-bold text-slate-900">
            {t('channels.members.list', { count: channel.members_count })}
          </h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {(channel.members ?? []).map((member) => (
              <MemberRow key={member.user.id} {...props} member={member} />
            ))}
          </ul>
        </section>
      </div>
    </Modal>
  );
}

/** Search among one's conversations and friends, and add. */
function AddMembers({
  id,
  channel,
  candidates,
  candidateSearch,
  onCandidateSearch,
  busy,
  onAdd,
}: MembersProps & { id: string }) {
  const { t } = useTranslation('chat');
  // Someone just added leaves the list at once, before the search is asked again.
  const memberIds = new Set((channel.members ?? []).map((m) => m.user.id));
  const addable = candidates.filter((person) => !memberIds.has(person.id));
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-bold text-slate-900">
        {t('channels.members.add')}
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">{t('channels.members.add-hint')}</p>
      <SearchBox
        id={`${id}-search`}
        label={t('channels.members.search')}
        value={candidateSearch}
        onChange={onCandidateSearch}
        className="mt-2"
      />
      {addable.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('channels.members.no-candidates')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" aria-label={t('channels.members.add')}>
          {addable.map((person) => (
            <li key={person.id} className="flex items-center gap-3 py-2">
              <Avatar src={person.photo} alt="" className="size-9" />
              <span
                className="min-w-0 flex-1 truncate align-with-parent text-sm font-medium"
                dir="auto"
              >
                {person.name}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => onAdd(person.id)}
                aria-label={t('channels.members.add-named', { name: person.name })}
              >
                {t('channels.members.add-button')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A member, their role, and what the viewer's role lets them do about it. */
function MemberRow({
  member: m,
  channel,
  viewerId,
  busy,
  onRemove,
  onRole,
}: MembersProps & { member: ChannelMember }) {
  const { t } = useTranslation('chat');
  const self = m.user.id === viewerId;
  const owner = channel.role === 'owner' && !self;
  const removable =
    !self &&
    m.role !== 'owner' &&
    (channel.role === 'owner' || (channel.role === 'admin' && m.role === 'member'));
  const roleButton = (role: ChannelRole, label: string) => (
    <Button size="sm" variant="ghost" disabled={busy} onClick={() => onRole(m.user.id, role)}>
      {label}
    </Button>
  );
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2" data-member-id={m.user.id}>
      <Avatar src={m.user.photo} alt="" className="size-9" />
      <span className="min-w-0 flex-1">
        <span className="block truncate align-with-parent text-sm font-medium" dir="auto">
          {m.user.name}
          {self && <span className="ms-1 text-slate-500">{t('channels.members.you')}</span>}
        </span>
        <span className="block text-xs text-slate-600">{t(`channels.roles.${m.role}`)}</span>
      </span>
      <span className="flex flex-wrap gap-2">
        {owner && m.role === 'member' && roleButton('admin', t('channels.members.make-admin'))}
        {owner && m.role === 'admin' && roleButton('member', t('channels.members.make-member'))}
        {owner && roleButton('owner', t('channels.members.make-owner'))}
        {removable && (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onRemove(m.user)}
            aria-label={t('channels.members.remove-named', { name: m.user.name })}
            className="text-red-700 hover:bg-red-50"
          >
            {t('channels.members.remove')}
          </Button>
        )}
      </span>
    </li>
  );
}
