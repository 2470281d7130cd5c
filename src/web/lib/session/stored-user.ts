import { useSyncExternalStore } from 'react';

// The browser keeps `user` in local storage as the spec says; the server session decides access,
// so this only drives what the header shows.
const KEY = 'user';
export type StoredUser = { email: string };

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: StoredUser | null = null;

function read(): StoredUser | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = null;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (parsed && typeof parsed === 'object' && typeof (parsed as StoredUser).email === 'string') {
        cachedUser = { email: (parsed as StoredUser).email };
      } else {
        throw new Error('stored user has no e-mail');
      }
    } catch (error) {
      console.warn('Removing a corrupted stored user', error);
      localStorage.removeItem(KEY);
      cachedRaw = null;
    }
  }
  return cachedUser;
}

function notify() {
  for (const listener of listeners) listener();
}

export function storeUser(user: StoredUser | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify({ email: user.email }));
    else localStorage.removeItem(KEY);
  } catch {
    // storage unavailable
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
