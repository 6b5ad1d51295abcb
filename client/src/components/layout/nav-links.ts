/** The main links; `label` is the key of its text. */
export const mainNav = [
  { to: '/marketplace', label: 'layout.nav.marketplace' },
  { to: '/pricing-guide', label: 'layout.nav.pricingGuide' },
  { to: '/faq', label: 'layout.nav.faq' },
] as const;
