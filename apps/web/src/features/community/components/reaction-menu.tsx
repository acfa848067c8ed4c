import type { ReactionType } from '@souq/contract';
import type { KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { REACTION_EMOJIS, REACTION_TYPES } from '../lib/reactions';

export interface ReactionMenuProps {
  id: string;
  /** The caller's reaction, or null: checked, and the one option in the tab order. */
  current: ReactionType | null;
  /** The options' buttons, for the picker to focus one when it opens from the keyboard. */
  optionRefs: RefObject<Array<HTMLButtonElement | null>>;
  onChoose: (type: ReactionType) => void;
  /** Escape (focus goes back to the reaction button) or Tab closes the menu. */
  onClose: (returnFocus: boolean) => void;
}

/** The row of reactions: arrows move along it (mirrored in Arabic), Home and End jump. */
export function ReactionMenu({ id, current, optionRefs, onChoose, onClose }: ReactionMenuProps) {
  const { t, i18n } = useTranslation('community');
  const currentIndex = current ? REACTION_TYPES.indexOf(current) : 0;

  const handleKey = (event: KeyboardEvent, index: number) => {
    const rtl = i18n.dir() === 'rtl';
    const last = REACTION_TYPES.length - 1;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let target: number | null = null;
    if (event.key === forward) target = index === last ? 0 : index + 1;
    else if (event.key === backward) target = index === 0 ? last : index - 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      onClose(event.key === 'Escape');
      return;
    }
    if (target !== null) {
      event.preventDefault();
      optionRefs.current[target]?.focus();
    }
  };

  return (
    <div
      id={id}
      role="menu"
      aria-label={t('reactions.picker-label')}
      aria-orientation="horizontal"
      className="flex items-center gap-0.5 rounded-full border border-slate-200 bg-white p-1.5 shadow-xl"
    >
      {REACTION_TYPES.map((type, index) => (
        <button
          key={type}
          ref={(node) => {
            optionRefs.current[index] = node;
          }}
          type="button"
          role="menuitemradio"
          aria-checked={current === type}
          aria-label={t(`reactions.types.${type}`)}
          title={t(`reactions.types.${type}`)}
          tabIndex={index === currentIndex ? 0 : -1}
          onClick={() => onChoose(type)}
          onKeyDown={(event) => handleKey(event, index)}
          className={cn(
            'grid size-10 place-items-center rounded-full text-2xl leading-none transition-transform hover:scale-125 focus-visible:scale-125 focus-visible:outline-2 focus-visible:outline-brand-600 motion-reduce:transition-none',
            current === type ? 'bg-brand-50' : '',
          )}
        >
          <span aria-hidden="true">{REACTION_EMOJIS[type]}</span>
        </button>
      ))}
    </div>
  );
}
