import { Mic, MicOff, Phone, PhoneOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { Modal } from '../../../components/modal';
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
  const description =
    call.phase === 'incoming'
      ? t('call.incoming', { name })
      : call.phase === 'outgoing'
        ? t('call.ringing')
        : call.phase === 'ended' && call.outcome
          ? t(`call.outcome.${call.outcome}`, { name })
          : undefined;

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
          className={`size-20 ${call.phase === 'incoming' || call.phase === 'outgoing' ? 'animate-pulse' : ''}`}
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
            <div className="flex flex-col items-center gap-1">
              <button
                type="button"
                onClick={onDecline}
                className={`${roundButton} bg-red-600 hover:bg-red-700`}
              >
                <PhoneOff className="size-6" aria-hidden="true" />
                <span className="sr-only">{t('call.decline')}</span>
              </button>
              <span className="text-xs text-slate-600" aria-hidden="true">
                {t('call.decline')}
              </span>
            </div>
            <div className="flex flex-col items-center gap-1">
              <button
                type="button"
                onClick={onAccept}
                className={`${roundButton} bg-emerald-600 hover:bg-emerald-700`}
              >
                <Phone className="size-6" aria-hidden="true" />
                <span className="sr-only">{t('call.accept')}</span>
              </button>
              <span className="text-xs text-slate-600" aria-hidden="true">
                {t('call.accept')}
              </span>
            </div>
          </div>
        ) : call.phase !== 'ended' ? (
          <div className="flex items-center gap-8">
            {call.phase === 'connected' && (
              <button
                type="button"
                onClick={onToggleMute}
                aria-pressed={call.muted}
                className={`${roundButton} ${call.muted ? 'bg-slate-700' : 'bg-slate-400'} hover:bg-slate-600`}
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
              className={`${roundButton} bg-red-600 hover:bg-red-700`}
            >
              <PhoneOff className="size-6" aria-hidden="true" />
              <span className="sr-only">{t('call.hang-up')}</span>
            </button>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
