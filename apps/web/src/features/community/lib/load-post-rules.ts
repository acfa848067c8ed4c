/** The community forms' rules (the contract's schemas, with zod): out of the feed's first load. */
export const loadPostRules = () => import('./post-form-schema');
