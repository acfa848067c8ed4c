import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * ARIA tabs' keyboard: arrow keys move along the row in the reading direction (so they flip in
 * Arabic), Home and End jump to the ends, and the chosen tab takes the focus. Answers the ids of a
 * tab and of the panel, a ref setter per tab and the tab list's key handler.
 */
export function useRovingTabs<Tab extends string>(
  tabs: readonly Tab[],
  active: Tab,
  onChange: (tab: Tab) => void,
) {
  const { i18n } = useTranslation();
  const id = useId();
  const elements = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(active);
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward
        ? (index + 1) % tabs.length
        : event.key === backward
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target]!;
    onChange(tab);
    elements.current[tab]?.focus();
  };

  return {
    tabId: (tab: Tab) => `${id}-${tab}`,
    panelId: `${id}-panel`,
    elements,
    refOf: (tab: Tab) => (element: HTMLButtonElement | null) => {
      elements.current[tab] = element;
    },
    onKeyDown,
  };
}
