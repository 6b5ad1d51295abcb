import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { faq as faqEn } from './faq-content';
import { faqEs } from './faq-content-es';

export default function FaqPage() {
  const { t, i18n } = useTranslation('support');
  // Both texts are in this page's chunk; a language without its own shows the English.
  const faq = i18n.language === 'es' ? faqEs : faqEn;
  return (
    <Page title={t('faq.title')} intro={t('faq.intro')}>
      <div className="space-y-8">
        {faq.map((category) => (
          <section key={category.name} aria-label={category.name}>
            <h2 className="text-xl font-semibold text-ink">{category.name}</h2>
            <Accordion.Root type="multiple" className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {category.questions.map((item) => (
                <Accordion.Item key={item.q} value={item.q}>
                  <Accordion.Header>
                    <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium text-ink hover:bg-slate-50">
                      {item.q}
                      <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180" />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="px-4 pb-4 text-muted">{item.a}</Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </section>
        ))}
      </div>
      <div className="mt-10 rounded-xl bg-brand-50 p-6 text-center ring-1 ring-brand-200">
        <h2 className="text-lg font-semibold text-ink">{t('faq.still')}</h2>
        <p className="mt-1 text-muted">{t('faq.answers')}</p>
        <Button asChild className="mt-4"><Link to="/contact">{t('faq.contact')}</Link></Button>
      </div>
    </Page>
  );
}
