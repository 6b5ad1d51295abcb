import helmet from 'helmet';

/**
 * Stripe's card form, when card payments are set up: Stripe.js from its script origins, the
 * Payment Element's frames (and 3-D Secure's) from its frame origins, and its API. Nothing else of
 * Stripe, and nothing at all without keys.
 */
export const stripeOrigins = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/** Security headers with a CSP the built client runs under (no inline scripts, websocket to self). */
export function securityHeaders(options: { cardPayments?: boolean; mapTilesUrl?: string } = {}) {
  const stripe = options.cardPayments ? stripeOrigins : { script: [], frame: [], connect: [] };
  // The operator's tile server, when one is set: its images and nothing else of it.
  const tiles = options.mapTilesUrl ? [new URL(options.mapTilesUrl.replace(/[{}]/g, '')).origin] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...stripe.script],
        // Radix positions popovers with inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...tiles],
        'connect-src': ["'self'", 'ws:', 'wss:', ...stripe.connect],
        // Without card payments frames fall back to default-src ('self').
        ...(stripe.frame.length > 0 ? { 'frame-src': ["'self'", ...stripe.frame] } : {}),
        'font-src': ["'self'", 'data:'],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
