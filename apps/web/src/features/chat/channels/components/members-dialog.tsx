import type { ChannelDetails, ChannelRole, UserRef } from '@souq/contract';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/avatar';
import { Button } from '../../../../components/button';
import { FormAlert, inputClass, inputStateClass } from '../../../../components/form-field';
import { Modal } from '../../../../components/modal';

/**
 * The members with their roles. Owner and admins add people (searched among their
 * conversations and friends) and remove members; the owner also makes admins, takes the role
 * back and hands the channel over.
 */
export function MembersDialog({
  open,
  onClose,
  channel,
  viewerId,
  candidates,
  candidateSearch,
  onCandidateSearch,
  busy,
  error,
  onAdd,
  onRemove,
  onRole,
}: {
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
}) {
  const { t } = useTranslation('chat');
  const id = useId();
  const manager = channel.role === 'owner' || channel.role === 'admin';
  const owner = channel.role === 'owner';
  // Someone just added leaves the list at once, before the search is asked again.
  const memberIds = new Set((channel.members ?? []).map((m) => m.user.id));
  const addable = candidates.filter((person) => !memberIds.has(person.id));
  return (
    <Modal open={open} onClose={onClose} title={t('channels.members.title')} size="lg">
      <div className="mt-4 space-y-5">
        <FormAlert message={error} />
        {manager && (
          <section aria-labelledby={`${id}-add`}>
            <h3 id={`${id}-add`} className="text-sm font-bold text-slate-900">
              {t('channels.members.add')}
            </h3>
            <p className="mt-0.5 text-xs text-slate-600">{t('channels.members.add-hint')}</p>
            <label htmlFor={`${id}-search`} className="sr-only">
              {t('channels.members.search')}
            </label>
            <div className="relative mt-2">
              <Search
                className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <input
                id={`${id}-search`}
                type="search"
                value={candidateSearch}
                onChange={(event) => onCandidateSearch(event.target.value)}
                placeholder={t('channels.members.search')}
                dir="auto"
                className={`${inputClass} ${inputStateClass(false)} ps-9 pe-9`}
              />
            </div>
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
        )}
        <section aria-labelledby={`${id}-list`}>
          <h3 id={`${id}-list`} className="text-sm font-bold text-slate-900">
            {t('channels.members.list', { count: channel.members_count })}
          </h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {(channel.members ?? []).map((m) => {
              const self = m.user.id === viewerId;
              const removable =
                !self &&
                m.role !== 'owner' &&
                (owner || (channel.role === 'admin' && m.role === 'member'));
              return (
                <li
                  key={m.user.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2"
                  data-member-id={m.user.id}
                >
                  <Avatar src={m.user.photo} alt="" className="size-9" />
                  <span className="min-w-0 flex-1">
                    <span
                      className="block truncate align-with-parent text-sm font-medium"
                      dir="auto"
                    >
                      {m.user.name}
                      {self && (
                        <span className="ms-1 text-slate-500">{t('channels.members.you')}</span>
                      )}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {t(`channels.roles.${m.role}`)}
                    </span>
                  </span>
                  <span className="flex flex-wrap gap-2">
                    {owner && !self && m.role === 'member' && (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy}
                        onClick={() => onRole(m.user.id, 'admin')}
                      >
                        {t('channels.members.make-admin')}
                      </Button>
                    )}
                    {owner && !self && m.role === 'admin' && (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy}
                        onClick={() => onRole(m.user.id, 'member')}
                      >
                        {t('channels.members.make-member')}
                      </Button>
                    )}
                    {owner && !self && (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy}
                        onClick={() => onRole(m.user.id, 'owner')}
                      >
                        {t('channels.members.make-owner')}
                      </Button>
                    )}
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
            })}
          </ul>
        </section>
      </div>
    </Modal>
  );
}
