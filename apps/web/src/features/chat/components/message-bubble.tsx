import type { ChatMessage } from '@souq/contract';
import { Check, CheckCheck, PhoneMissed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { timeLabel } from '../lib/format';
import { AttachmentFile, AttachmentImage } from './attachment-view';

/** One message: mine at the reading end, theirs at the start; ticks say sent or read. */
export function MessageBubble({
  message,
  mine,
  otherName,
}: {
  message: ChatMessage;
  mine: boolean;
  otherName: string;
}) {
  const { t, i18n } = useTranslation('chat');
  const time = timeLabel(message.created_at, i18n.language);

  if (message.kind === 'missed_call') {
    return (
      <li className="flex justify-center" data-message-id={message.id}>
        <span className="inline-flex items-center gap-2 rounded-full bg-red-50 px-3 py-1.5 text-xs font-medium text-red-700">
          <PhoneMissed className="size-4" aria-hidden="true" />
          {mine ? t('message.missed-call-out', { name: otherName }) : t('message.missed-call-in')}
          {(message.missed_calls ?? 1) > 1 && (
            <span
              className="font-semibold"
              title={t('message.missed-call-count', { count: message.missed_calls })}
            >
              {t('message.missed-call-times', { count: message.missed_calls })}
            </span>
          )}
          <span className="text-red-500">{time}</span>
        </span>
      </li>
    );
  }

  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-message-id={message.id}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 shadow-sm sm:max-w-[70%]',
          mine ? 'rounded-ee-md bg-brand-700 text-white' : 'rounded-es-md bg-white text-slate-900',
        )}
      >
        {message.attachment && (
          <div className={message.body ? 'mb-1.5' : ''}>
            {message.attachment.type === 'image' ? (
              <AttachmentImage attachment={message.attachment} />
            ) : (
              <AttachmentFile attachment={message.attachment} mine={mine} />
            )}
          </div>
        )}
        {message.body && (
          <p dir="auto" className="whitespace-pre-wrap break-words text-sm leading-relaxed">
            {message.body}
          </p>
        )}
        <p
          className={cn(
            'mt-1 flex items-center justify-end gap-1 text-[11px]',
            mine ? 'text-white' : 'text-slate-500',
          )}
        >
          <time dateTime={message.created_at}>{time}</time>
          {mine &&
            (message.read_at ? (
              <>
                <CheckCheck className="size-4 text-sky-200" aria-hidden="true" />
                <span className="sr-only">{t('message.read')}</span>
              </>
            ) : (
              <>
                <Check className="size-4" aria-hidden="true" />
                <span className="sr-only">{t('message.sent')}</span>
              </>
            ))}
        </p>
      </div>
    </li>
  );
}
