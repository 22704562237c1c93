// The client version every API call names in its `app-version` header (the boot script's first
// call too, so it must not import anything the build's config cannot load).
export const APP_VERSION = 'h5_2.7.5';

const SHELL_VERSION_KEY = 'mall.appVersion';

/**
 * The version the app names: the native app's own (`?appVersion=2.7.5` on the address it opens,
 * kept for the session, so the server can ask an old app to update), else the web build's.
 */
export function appVersionHeader(): string {
  try {
    const given = new URLSearchParams(window.location.search).get('appVersion');
    if (given && /^\d+\.\d+\.\d+$/.test(given)) sessionStorage.setItem(SHELL_VERSION_KEY, given);
    const kept = sessionStorage.getItem(SHELL_VERSION_KEY);
    return kept ? `app_${kept}` : APP_VERSION;
  } catch {
    return APP_VERSION;
  }
}

/** Whether the native app opened this page (and so may be asked to update); the web is always current. */
export function isNativeApp(): boolean {
  return appVersionHeader() !== APP_VERSION;
}
