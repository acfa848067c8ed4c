import { getErrorMessage } from '../lib/api';

/** A list that could not be loaded: the reason, in the user's language. */
export function ListError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-700">
      {getErrorMessage(error)}
    </p>
  );
}
