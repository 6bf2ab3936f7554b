const KEY = "token";

/** The session token: in localStorage with remember-me (it outlives the tab), else sessionStorage. */
export const tokenStore = {
  read: (): string | null => localStorage.getItem(KEY) ?? sessionStorage.getItem(KEY),
  save: (token: string, remember: boolean): void => {
    tokenStore.clear();
    (remember ? localStorage : sessionStorage).setItem(KEY, token);
  },
  clear: (): void => {
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
  },
};
