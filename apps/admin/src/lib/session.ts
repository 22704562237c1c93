// The operator session kept in localStorage: the token and when the server stops accepting it.
const TOKEN_KEY = 'adminToken';
const INVALID_TIME_KEY = 'adminTokenInvalidTime';

/** The stored token, or null when there is none or it has expired. */
export function readToken(): string | null {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  const invalidTime = localStorage.getItem(INVALID_TIME_KEY);
  if (invalidTime && Date.parse(invalidTime) <= Date.now()) {
    clearToken();
    return null;
  }
  return token;
}

export function saveToken(token: string, invalidTime: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(INVALID_TIME_KEY, invalidTime);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(INVALID_TIME_KEY);
}
