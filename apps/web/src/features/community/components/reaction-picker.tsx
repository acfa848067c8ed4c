import type { ReactionType } from '@souq/contract';
import { ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { REACTION_EMOJIS } from '../lib/reactions';
import { useReactionPicker } from '../lib/use-reaction-picker';
import { ReactionMenu } from './reaction-menu';

export interface ReactionPickerProps {
  /** The caller's reaction, or null. */
  current: ReactionType | null;
  /** The reaction to set: null clears it. */
  onChange: (next: ReactionType | null) => void;
}

const reactionColors: Record<ReactionType, string> = {
  like: 'text-brand-700',
  love: 'text-rose-600',
  haha: 'text-amber-600',
  wow: 'text-amber-600',
  sad: 'text-amber-600',
  angry: 'text-orange-700',
};

/**
 * The reaction button and its picker. The picker shows on hover and hides 200 ms after the
 * pointer leaves (seed §9); a tap or a long press opens it on touch screens; Enter, Space or an
 * arrow opens it from the keyboard, arrows move, Escape closes. It opens from the start side,
 * which is the right in Arabic. Choosing the current reaction clears it, another replaces it,
 * and the picker closes. A mouse click on the button itself likes (or clears the reaction).
 */
export function ReactionPicker({ current, onChange }: ReactionPickerProps) {
  const { t } = useTranslation('community');
  const picker = useReactionPicker({ current, onChange });
  const { open, menuId } = picker;
  const label = current ? t(`reactions.types.${current}`) : t('reactions.types.like');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only adds to the button's own keyboard and touch paths
    <div
      ref={picker.rootRef}
      className="relative flex-1"
      onMouseEnter={picker.hoverIn}
      onMouseLeave={picker.hoverOut}
    >
      {open && (
        <div className="absolute start-0 bottom-full z-20 pb-2" data-testid="reaction-picker">
          <ReactionMenu
            id={menuId}
            current={current}
            optionRefs={picker.optionRefs}
            onChoose={picker.choose}
            onClose={(returnFocus) => {
              picker.close();
              if (returnFocus) picker.buttonRef.current?.focus();
            }}
          />
        </div>
      )}
      <button
        ref={picker.buttonRef}
        type="button"
        data-testid="reaction-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-pressed={current !== null}
        onPointerDown={picker.handlePointerDown}
        onPointerUp={picker.endPress}
        onPointerCancel={picker.endPress}
        onPointerLeave={picker.endPress}
        onContextMenu={(event) => {
          // A long press must not open the system menu.
          if (picker.lastPointer.current === 'touch') event.preventDefault();
        }}
        onClick={picker.handleButtonClick}
        onKeyDown={picker.handleButtonKey}
        className={cn(
          'flex h-10 w-full select-none items-center justify-center gap-2 rounded-lg text-sm font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 [-webkit-touch-callout:none]',
          current ? reactionColors[current] : 'text-slate-600',
        )}
      >
        {current ? (
          <span aria-hidden="true" className="text-lg leading-none">
            {REACTION_EMOJIS[current]}
          </span>
        ) : (
          <ThumbsUp className="size-5" aria-hidden="true" />
        )}
        {label}
      </button>
    </div>
  );
}
