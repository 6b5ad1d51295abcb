import { Link } from 'react-router-dom';
import { Phone } from 'lucide-react';
import { usePublicConfig } from '../../lib/config';
import { telHref } from '../../lib/phone';
import { LogoMark } from './logo';

const columns = [
  {
    heading: 'Platform',
    links: [
      { to: '/marketplace', label: 'Marketplace' },
      { to: '/pricing-guide', label: 'Pricing Guide' },
      { to: '/#how-it-works', label: 'How It Works' },
      { to: '/membership', label: 'Membership' },
      { to: '/messaging-guide', label: 'Messaging Guide' },
      { to: '/verification', label: 'Verification' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { to: '/help', label: 'Help Center' },
      { to: '/faq', label: 'FAQ' },
      { to: '/contact', label: 'Contact Us' },
      { to: '/report', label: 'Report a Problem' },
      { to: '/disputes', label: 'Disputes' },
      { to: '/safety', label: 'Safety Tips' },
      { to: '/emergency', label: 'Emergency Help' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/terms', label: 'Terms of Service' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/cookies', label: 'Cookie Policy' },
      { to: '/guidelines', label: 'Community Guidelines' },
      { to: '/accessibility', label: 'Accessibility' },
      { to: '/data-protection', label: 'Data Protection' },
    ],
  },
];

const quickAnswers = [
  { q: 'What is a barter credit?', a: 'A unit of trade worth $1 for display. You earn credits by helping others and spend them on what you need.' },
  { q: 'Does it cost anything?', a: 'New members get 50 free credits. Standard membership is $10/month; assistance and emergency tiers are free after verification.' },
  { q: 'Is my trade protected?', a: 'Credits for an accepted trade are held until the member paying confirms they received what was agreed.' },
];

const social = [
  { href: 'https://www.facebook.com/barteraid', label: 'Facebook' },
  { href: 'https://x.com/barteraid', label: 'X (Twitter)' },
  { href: 'https://www.instagram.com/barteraid', label: 'Instagram' },
];

export function Footer() {
  const { config } = usePublicConfig();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.3fr_1fr_1fr_1fr] md:gap-10">
        <div className="col-span-2 space-y-4 md:col-span-1">
          <div className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <LogoMark /> BarterAid
          </div>
          <p className="text-sm text-muted">
            Trade goods, services and skills with barter credits when cash is short or an emergency hits.
          </p>
          <div className="rounded-lg border border-red-200 bg-red-50 p-3">
            <p className="text-sm font-semibold text-red-900">24/7 emergency line</p>
            <a href={telHref(config.helplinePhone)} className="mt-1 inline-flex items-center gap-2 text-lg font-bold text-red-800 underline-offset-4 hover:underline">
              <Phone aria-hidden="true" className="h-4 w-4" />
              {config.helplinePhone}
            </a>
            <p className="mt-1 text-xs text-red-900">In immediate danger, call 911 first.</p>
          </div>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-ink">{column.heading}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-muted hover:text-brand-800 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-ink">Quick questions</h2>
        <dl className="mt-3 grid gap-4 md:grid-cols-3">
          {quickAnswers.map((item) => (
            <div key={item.q}>
              <dt className="text-sm font-semibold text-ink">{item.q}</dt>
              <dd className="mt-1 text-sm text-muted">{item.a}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mx-auto mt-10 flex max-w-6xl flex-col gap-3 border-t border-slate-200 px-4 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} BarterAid. Neighbors helping neighbors.</p>
        <ul className="flex gap-4" aria-label="Social media">
          {social.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener noreferrer" target="_blank" className="hover:text-brand-800 hover:underline">
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
