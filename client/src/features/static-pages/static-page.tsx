import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Phone } from 'lucide-react';
import { Page } from '../../components/ui/page';
import { telHref } from '../../lib/phone';
import { usePublicConfig } from '../../lib/config';
import type { Block, StaticContent } from './types';

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
  return (
    <Page title={content.title} intro={content.intro}>
      {content.updated && <p className="-mt-4 mb-6 text-sm text-muted">Last updated {content.updated}</p>}
      {children}
      {content.sections.length > 3 && (
        <nav aria-label="On this page" className="mb-8 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">On this page</h2>
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

/** A lazily loadable page for one piece of content. */
export const pageFor = (content: StaticContent) =>
  function ContentPage() {
    return <StaticPage content={content} />;
  };
