import { Button } from '../../../components/button';

/** The end of a reel's or a story's creation form: what is wrong, then cancel and publish. */
export function MediaPostFooter({
  error,
  busy,
  ready,
  labels,
  onCancel,
}: {
  error: string | null;
  /** Publishing: both buttons wait. */
  busy: boolean;
  /** A file is picked: it may be published. */
  ready: boolean;
  labels: { cancel: string; submit: string; busy: string };
  onCancel: () => void;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {labels.cancel}
        </Button>
        <Button type="submit" disabled={!ready || busy}>
          {busy ? labels.busy : labels.submit}
        </Button>
      </div>
    </>
  );
}
