import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Phone } from 'lucide-react';
import { Page } from '../../components/ui/page';
import { telHref } from '../../lib/phone';
import { usePublicConfig } from '../../lib/config';
import { currentLanguage, type Language } from '../../i18n';
import type { Block, ContentLoaders, StaticContent } from './types';

function BlockView({ block, phone }: { block: Block; phone: string }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List className={block.ordered ? 'list-decimal space-y-1 pl-6' : 'list-disc space-y-1 pl-6'}>
        {block.list.map((item) => <li key={item}>{item}</li>)}
      </List>
    );
  }
  if ('links' in block) {
    return (
      <ul className="flex flex-wrap gap-3">
        {block.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-100">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <Phone aria-hidden="true" className="mt-1 h-5 w-5 shrink-0" />
      <p>
        {block.helpline}{' '}
        <a href={telHref(phone)} className="whitespace-nowrap text-lg font-bold underline">{phone}</a>
      </p>
    </div>
  );
}

/** A content page; `children` (a feature's own part, such as "Your disputes") comes before the sections. */
export function StaticPage({ content, children }: { content: StaticContent; children?: ReactNode }) {
  const { config } = usePublicConfig();
  const { t } = useTranslation();
  return (
    <Page title={content.title} intro={content.intro}>
      {content.updated && <p className="-mt-4 mb-6 text-sm text-muted">{t('layout.staticPage.updated', { date: content.updated })}</p>}
      {children}
      {content.sections.length > 3 && (
        <nav aria-label={t('layout.staticPage.onThisPage')} className="mb-8 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{t('layout.staticPage.onThisPage')}</h2>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {content.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#section-${index}`} className="text-sm text-brand-800 underline-offset-4 hover:underline">{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="space-y-10">
        {content.sections.map((section, index) => (
          <section key={section.heading} id={`section-${index}`} className="scroll-mt-20" aria-labelledby={`section-${index}-heading`}>
            <h2 id={`section-${index}-heading`} className="text-xl font-semibold text-ink">{section.heading}</h2>
            <div className="mt-3 space-y-3 leading-relaxed text-ink/90">
              {section.blocks.map((block, blockIndex) => <BlockView key={blockIndex} block={block} phone={config.helplinePhone} />)}
            </div>
          </section>
        ))}
      </div>
    </Page>
  );
}

/** The loader of a page's text in a language; a language without its own text reads the English. */
const loaderIn = (loaders: ContentLoaders, language: Language) => loaders[language] ?? loaders.en;

/**
 * A lazily loadable page for one piece of content: `first` is its text in the language on screen
 * when the page was opened; switching language fetches that language's text (its own small chunk).
 */
export const pageFor = (first: StaticContent, loaders: ContentLoaders, firstLanguage: Language) =>
  function ContentPage() {
    const { i18n } = useTranslation();
    const language = currentLanguage();
    const [texts, setTexts] = useState<Partial<Record<Language, StaticContent>>>({ [firstLanguage]: first });
    useEffect(() => {
      if (texts[language]) return;
      let current = true;
      void loaderIn(loaders, language)().then((module) => current && setTexts((known) => ({ ...known, [language]: module.content })));
      return () => void (current = false);
    }, [language, texts, i18n.language]);
    return <StaticPage content={texts[language] ?? first} />;
  };

/** Opens a content page with its text in the language on screen. */
export async function loadContentPage(loaders: ContentLoaders) {
  const language = currentLanguage();
  const { content } = await loaderIn(loaders, language)();
  return { default: pageFor(content, loaders, language) };
}
