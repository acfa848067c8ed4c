/**
 * Reloads the page. A `lng` query parameter is dropped first: it outranks the stored language in
 * detection, so keeping it would undo the choice the user just made.
 */
export function reloadPage(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.has('lng')) {
    url.searchParams.delete('lng');
    window.location.replace(url.toString());
    return;
  }
  window.location.reload();
}
