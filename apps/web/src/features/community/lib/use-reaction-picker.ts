import type { ReactionType } from '@souq/contract';
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useDismiss } from '../../../lib/use-dismiss';
import { LONG_PRESS_MS, PICKER_HIDE_DELAY_MS } from './constants';
import { nextReaction, REACTION_TYPES } from './reactions';

/**
 * When the reaction picker opens and closes: on hover (hidden 200 ms after the pointer leaves), on
 * a tap or long press, from the keyboard (focus moves into it); and what its button does.
 */
export function useReactionPicker({
  current,
  onChange,
}: {
  current: ReactionType | null;
  onChange: (next: ReactionType | null) => void;
}) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastPointer = useRef<string>('mouse');
  const focusIndex = useRef<number | null>(null);

  const cancelHide = () => clearTimeout(hideTimer.current);
  const close = useCallback(() => {
    clearTimeout(hideTimer.current);
    setOpen(false);
  }, []);
  useEffect(
    () => () => {
      clearTimeout(hideTimer.current);
      clearTimeout(pressTimer.current);
    },
    [],
  );
  useDismiss(rootRef, open, close);

  // Keyboard opening moves focus into the picker once it is rendered.
  useEffect(() => {
    if (!open || focusIndex.current === null) return;
    optionRefs.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [open]);

  const openWithFocus = (index: number) => {
    focusIndex.current = index;
    cancelHide();
    setOpen(true);
  };

  const choose = (type: ReactionType) => {
    onChange(nextReaction(current, type));
    close();
    buttonRef.current?.focus({ preventScroll: true });
  };

  const handlePointerDown = (event: PointerEvent) => {
    lastPointer.current = event.pointerType;
    if (event.pointerType !== 'touch') return;
    clearTimeout(pressTimer.current);
    pressTimer.current = setTimeout(() => setOpen(true), LONG_PRESS_MS);
  };
  const endPress = () => clearTimeout(pressTimer.current);

  const handleButtonClick = () => {
    if (lastPointer.current === 'touch') {
      // A tap (or the end of a long press) opens the picker instead of liking at once.
      lastPointer.current = 'mouse';
      cancelHide();
      setOpen(true);
      return;
    }
    onChange(current ? null : 'like');
    close();
  };

  const currentIndex = current ? REACTION_TYPES.indexOf(current) : 0;
  const handleButtonKey = (event: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowUp', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      openWithFocus(currentIndex);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return {
    open,
    menuId,
    rootRef,
    buttonRef,
    optionRefs,
    lastPointer,
    close,
    choose,
    handlePointerDown,
    endPress,
    handleButtonClick,
    handleButtonKey,
    hoverIn: () => {
      cancelHide();
      setOpen(true);
    },
    hoverOut: () => {
      cancelHide();
      hideTimer.current = setTimeout(() => setOpen(false), PICKER_HIDE_DELAY_MS);
    },
  };
}
