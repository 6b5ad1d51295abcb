export const mainNav = [
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/pricing-guide', label: 'Pricing Guide' },
  { to: '/faq', label: 'FAQ' },
] as const;
