/** What this browser can do about notifications, and its own subscription. */

export type DeviceSupport = 'supported' | 'iphone_needs_home_screen' | 'unsupported';

const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

/** Opened from the home screen (an installed app), where Safari on iPhone allows notifications. */
const isInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function deviceSupport(): DeviceSupport {
  const pushable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  // Safari on iPhone and iPad offers push only to a site added to the home screen and opened from there.
  if (isAppleMobile() && !isInstalled()) return 'iphone_needs_home_screen';
  return pushable ? 'supported' : 'unsupported';
}

/** The service worker's registration: the one the app registered, or registered now (it also caches the app). */
async function registration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? (await navigator.serviceWorker.register('/sw.js'));
}

/** This browser's current subscription, if notifications are on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (deviceSupport() !== 'supported') return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return (await existing?.pushManager.getSubscription()) ?? null;
}

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

/**
 * Asks the browser for permission, only ever from the member's click and before anything else is
 * awaited (Safari grants the prompt only while the click's user activation lasts).
 */
export const askPermission = (): Promise<boolean> => Notification.requestPermission().then((permission) => permission === 'granted');

/** Subscribes this browser with the server's key (permission given). */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const worker = await registration();
  await navigator.serviceWorker.ready;
  const subscription =
    (await worker.pushManager.getSubscription()) ?? (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return subscription.toJSON();
}
