import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../lib/notify';
import type { Selection } from '../../../lib/stores/selection-store';

/**
 * Stores the selection for the signed-in user, so that it follows them to another device; a
 * failure is toasted. The request code loads on first use: the picker is among a visitor's first
 * pages (bundle budget).
 */
export const useSaveSelection = () =>
  useMutation({
    mutationFn: async (selection: Selection) =>
      (await import('./selection')).saveServerSelection(selection),
    onError: async (error) => {
      const { getErrorMessage } = await import('../../../lib/api');
      void notify('error', getErrorMessage(error));
    },
  });
