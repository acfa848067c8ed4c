/** Local storage name of the persisted selection (seed §3); apart, so reading it loads no store. */
export const SELECTION_STORAGE_KEY = 'selection-storage';
