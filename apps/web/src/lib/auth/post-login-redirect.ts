// Spec: protected pages store the current path under the post-login redirect key in session
// storage; after login the user is sent there once and the key is cleared.
export const POST_LOGIN_REDIRECT_KEY = 'setspot.postLoginRedirect';

export function rememberPostLoginRedirect(path: string): void {
  try {
    sessionStorage.setItem(POST_LOGIN_REDIRECT_KEY, path);
  } catch {
    // Storage can be unavailable (private mode, quota); the user then lands on the home page.
  }
}

/** Reads and clears the stored path; only same-origin app paths are honoured (no open redirect). */
export function takePostLoginRedirect(fallback = '/'): string {
  try {
    const stored = sessionStorage.getItem(POST_LOGIN_REDIRECT_KEY);
    sessionStorage.removeItem(POST_LOGIN_REDIRECT_KEY);
    if (stored?.startsWith('/') && !stored.startsWith('//') && !stored.startsWith('/\\')) return stored;
  } catch {
    // See above.
  }
  return fallback;
}
