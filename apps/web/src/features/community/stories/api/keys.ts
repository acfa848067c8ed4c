export const storiesKeys = {
  all: ['community', 'stories'] as const,
  tray: () => ['community', 'stories', 'tray'] as const,
};
