/** What a toast offers to do about its message ("Try again" after a failed change). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** react-toastify's content for `message` with `action` (loaded with the first such toast). */
export const toastWithAction =
  (message: string, action: ToastAction) =>
  ({ closeToast }: { closeToast?: () => void }) => (
    <ToastWithAction message={message} action={action} closeToast={closeToast} />
  );

/** A toast's message with its action: the action closes the toast, then runs. */
export function ToastWithAction({
  message,
  action,
  closeToast,
}: {
  message: string;
  action: ToastAction;
  closeToast?: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <span>{message}</span>
      <button
        type="button"
        onClick={(event) => {
          // The toast closes on a click anywhere in it: the action runs once, here.
          event.stopPropagation();
          closeToast?.();
          action.onClick();
        }}
        className="shrink-0 rounded-lg border border-current px-2.5 py-1 text-sm font-semibold hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
      >
        {action.label}
      </button>
    </div>
  );
}
