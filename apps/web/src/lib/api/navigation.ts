type NavigateFunction = (path: string) => unknown;

let navigateImpl: NavigateFunction | null = null;

/** The router registers its navigate function so code outside React (interceptors) can use it. */
export function registerNavigate(fn: NavigateFunction | null): void {
  navigateImpl = fn;
}

/** Navigates with the registered router; without one (no router yet) falls back to the location. */
export async function navigateTo(path: string): Promise<void> {
  if (navigateImpl) {
    await navigateImpl(path);
    return;
  }
  window.location.assign(path);
}
