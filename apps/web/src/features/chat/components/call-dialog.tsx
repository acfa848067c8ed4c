import { Mic, MicOff, Phone, PhoneOff } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { Modal } from '../../../components/modal';
import { cn } from '../../../lib/cn';
import type { CallState } from '../lib/call-store';
import { durationLabel } from '../lib/format';

function Duration({ since, language }: { since: number; language: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="font-mono text-lg tabular-nums text-slate-700" data-testid="call-duration">
      {durationLabel(Math.max(0, Math.floor((now - since) / 1000)), language)}
    </span>
  );
}

function RemoteAudio({ stream }: { stream: MediaStream | null }) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: a voice call has no captions to give.
    <audio
      autoPlay
      ref={(element) => {
        if (element && element.srcObject !== stream) element.srcObject = stream;
      }}
    />
  );
}

const roundButton =
  'grid size-14 place-items-center rounded-full text-white shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';

/** A round button with its name written under it (the incoming call's two choices). */
function LabelledButton({
  label,
  onClick,
  icon,
  className,
}: {
  label: string;
  onClick: () => void;
  icon: ReactNode;
  className: string;
}) {
  return (
    <div className="flex flex-col items-center gap-1">
      <button type="button" onClick={onClick} className={cn(roundButton, className)}>
        {icon}
        <span className="sr-only">{label}</span>
      </button>
      <span className="text-xs text-slate-600" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}

/** Mute (once connected) and hang up. */
function InCallButtons({
  call,
  onHangUp,
  onToggleMute,
}: {
  call: CallState;
  onHangUp: () => void;
  onToggleMute: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <div className="flex items-center gap-8">
      {call.phase === 'connected' && (
        <button
          type="button"
          onClick={onToggleMute}
          aria-pressed={call.muted}
          className={cn(
            roundButton,
            call.muted ? 'bg-slate-700' : 'bg-slate-400',
            'hover:bg-slate-600',
          )}
        >
          {call.muted ? (
            <MicOff className="size-6" aria-hidden="true" />
          ) : (
            <Mic className="size-6" aria-hidden="true" />
          )}
          <span className="sr-only">{t('call.mute')}</span>
        </button>
      )}
      <button
        type="button"
        onClick={onHangUp}
        className={cn(roundButton, 'bg-red-600 hover:bg-red-700')}
      >
        <PhoneOff className="size-6" aria-hidden="true" />
        <span className="sr-only">{t('call.hang-up')}</span>
      </button>
    </div>
  );
}

/**
 * The call, whichever side: an incoming call rings (the seed's looping ring) with accept and
 * decline; an outgoing one rings until answered; once connected, mute, hang up and the duration.
 */
export function CallDialog({
  call,
  onAccept,
  onDecline,
  onHangUp,
  onToggleMute,
}: {
  call: CallState;
  onAccept: () => void;
  onDecline: () => void;
  onHangUp: () => void;
  onToggleMute: () => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const name = call.peer?.name ?? t('call.someone');
  if (call.phase === 'idle') return null;

  const title = {
    incoming: t('call.incoming-title'),
    outgoing: t('call.calling', { name }),
    connecting: t('call.connecting'),
    connected: t('call.connected', { name }),
    ended: t('call.ended-title'),
  }[call.phase];
  const outcome = call.phase === 'ended' && call.outcome;
  const description = {
    incoming: t('call.incoming', { name }),
    outgoing: t('call.ringing'),
    connecting: undefined,
    connected: undefined,
    ended: outcome ? t(`call.outcome.${outcome}`, { name }) : undefined,
  }[call.phase];

  return (
    <Modal
      open
      locked
      size="sm"
      title={title}
      description={description}
      onClose={call.phase === 'ended' ? () => undefined : onHangUp}
    >
      <div className="flex flex-col items-center gap-4" data-call-phase={call.phase}>
        <Avatar
          src={call.peer?.photo}
          alt={name}
          className={cn(
            'size-20',
            (call.phase === 'incoming' || call.phase === 'outgoing') && 'animate-pulse',
          )}
        />
        <p className="text-base font-semibold text-slate-900">{name}</p>
        {call.phase === 'connected' && call.connectedAt !== null && (
          <Duration since={call.connectedAt} language={i18n.language} />
        )}
        {(call.phase === 'connected' || call.phase === 'connecting') && (
          <RemoteAudio stream={call.remoteStream} />
        )}
        {call.phase === 'incoming' ? (
          <div className="flex items-center gap-10">
            <LabelledButton
              label={t('call.decline')}
              onClick={onDecline}
              icon={<PhoneOff className="size-6" aria-hidden="true" />}
              className="bg-red-600 hover:bg-red-700"
            />
            <LabelledButton
              label={t('call.accept')}
              onClick={onAccept}
              icon={<Phone className="size-6" aria-hidden="true" />}
              className="bg-emerald-600 hover:bg-emerald-700"
            />
          </div>
        ) : (
          call.phase !== 'ended' && (
            <InCallButtons call={call} onHangUp={onHangUp} onToggleMute={onToggleMute} />
          )
        )}
      </div>
    </Modal>
  );
}
