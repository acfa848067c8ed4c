import { users } from '../modules/accounts/accounts.table.ts';
import { belongsTo, refOrNull } from './base-columns.ts';

// The shared columns (`base-columns.ts`) and the one that needs the users table.
export * from './base-columns.ts';

/** A user who owns the row: the row goes when the account does. */
export const userRef = (name: string) => belongsTo(name, () => users.id);

/** A user the row points at without belonging to them: null once the account goes. */
export const userRefOrNull = (name: string) => refOrNull(name, () => users.id);
