/** The channel form's rules (the contract's schema, with zod): loaded when the form is used. */
export const loadChannelRules = () => import('./channel-form-rules');
