/**
 * The conversation shown right now (null when none): an incoming message plays the sound only
 * when its thread is not open in a visible tab.
 */
let openConversationId: number | null = null;

export const setOpenThread = (id: number | null): void => {
  openConversationId = id;
};

export const isThreadOpen = (id: number): boolean =>
  openConversationId === id && document.visibilityState === 'visible';
