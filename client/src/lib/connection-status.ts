import { useSyncExternalStore } from 'react';

/** Whether the live notification socket is open: the bell says so, and trade lists poll less while it is. */
let connected = false;
const listeners = new Set<() => void>();

export function setRealtimeConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  for (const listener of listeners) listener();
}

export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}

const subscribeToNetwork = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser has a network connection: without one, actions that need the server are turned off. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToNetwork, () => navigator.onLine, () => true);
}
