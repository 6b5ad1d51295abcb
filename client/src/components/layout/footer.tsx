import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Phone } from 'lucide-react';
import { usePublicConfig } from '../../lib/config';
import { telHref } from '../../lib/phone';
import { LogoMark } from './logo';
import { LanguageSwitch } from './language-switch';

/** The footer's link columns; headings and labels are keys of their texts. */
const columns = [
  {
    heading: 'layout.footer.platform',
    links: [
      { to: '/marketplace', label: 'layout.footer.links.marketplace' },
      { to: '/pricing-guide', label: 'layout.footer.links.pricingGuide' },
      { to: '/#how-it-works', label: 'layout.footer.links.howItWorks' },
      { to: '/membership', label: 'layout.footer.links.membership' },
      { to: '/messaging-guide', label: 'layout.footer.links.messagingGuide' },
      { to: '/verification', label: 'layout.footer.links.verification' },
    ],
  },
  {
    heading: 'layout.footer.support',
    links: [
      { to: '/help', label: 'layout.footer.links.help' },
      { to: '/faq', label: 'layout.footer.links.faq' },
      { to: '/contact', label: 'layout.footer.links.contact' },
      { to: '/report', label: 'layout.footer.links.report' },
      { to: '/disputes', label: 'layout.footer.links.disputes' },
      { to: '/safety', label: 'layout.footer.links.safety' },
      { to: '/emergency', label: 'layout.footer.links.emergency' },
    ],
  },
  {
    heading: 'layout.footer.legal',
    links: [
      { to: '/terms', label: 'layout.footer.links.terms' },
      { to: '/privacy', label: 'layout.footer.links.privacy' },
      { to: '/cookies', label: 'layout.footer.links.cookies' },
      { to: '/guidelines', label: 'layout.footer.links.guidelines' },
      { to: '/accessibility', label: 'layout.footer.links.accessibility' },
      { to: '/data-protection', label: 'layout.footer.links.dataProtection' },
    ],
  },
] as const;

const quickAnswers = [
  { q: 'layout.footer.quick.creditQ', a: 'layout.footer.quick.creditA' },
  { q: 'layout.footer.quick.costQ', a: 'layout.footer.quick.costA' },
  { q: 'layout.footer.quick.protectedQ', a: 'layout.footer.quick.protectedA' },
] as const;

const social = [
  { href: 'https://www.facebook.com/barteraid', label: 'Facebook' },
  { href: 'https://x.com/barteraid', label: 'X (Twitter)' },
  { href: 'https://www.instagram.com/barteraid', label: 'Instagram' },
];

/** The helpline, the one part of the footer that waits for the site's settings. */
function Helpline() {
  const { config } = usePublicConfig();
  return (
    <a href={telHref(config.helplinePhone)} className="mt-1 inline-flex items-center gap-2 text-lg font-bold text-red-800 underline-offset-4 hover:underline">
      <Phone aria-hidden="true" className="h-4 w-4" />
      {config.helplinePhone}
    </a>
  );
}

/**
 * Drawn again only when the language changes (memo: the layout above it draws again with each
 * page and session answer). Off screen while a page loads, so the browser skips its layout until
 * it nears the screen (`content-visibility: auto`; its height is remembered once drawn).
 */
export const Footer = memo(function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white [contain-intrinsic-size:auto_56rem] [content-visibility:auto]">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.3fr_1fr_1fr_1fr] md:gap-10">
        <div className="col-span-2 space-y-4 md:col-span-1">
          <div className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <LogoMark /> BarterAid
          </div>
          <p className="text-sm text-muted">{t('layout.footer.tagline')}</p>
          <LanguageSwitch />
          <div className="rounded-lg border border-red-200 bg-red-50 p-3">
            <p className="text-sm font-semibold text-red-900">{t('layout.footer.emergencyLine')}</p>
            <Helpline />
            <p className="mt-1 text-xs text-red-900">{t('layout.footer.callFirst')}</p>
          </div>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={t(column.heading)}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-ink">{t(column.heading)}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-muted hover:text-brand-800 hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-ink">{t('layout.footer.quickQuestions')}</h2>
        <dl className="mt-3 grid gap-4 md:grid-cols-3">
          {quickAnswers.map((item) => (
            <div key={item.q}>
              <dt className="text-sm font-semibold text-ink">{t(item.q)}</dt>
              <dd className="mt-1 text-sm text-muted">{t(item.a)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mx-auto mt-10 flex max-w-6xl flex-col gap-3 border-t border-slate-200 px-4 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{t('layout.footer.copyright', { year: new Date().getFullYear() })}</p>
        <ul className="flex gap-4" aria-label={t('layout.footer.social')}>
          {social.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener noreferrer" target="_blank" className="hover:text-brand-800 hover:underline">
                {link.label}
                <span className="sr-only">{t('layout.footer.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
});
