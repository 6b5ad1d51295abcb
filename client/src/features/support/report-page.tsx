import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input, Select, Textarea } from '../../components/ui/input';
import { FormAlert } from '../../components/ui/form-alert';
import { Page } from '../../components/ui/page';
import { useSession } from '../../lib/session';
import type { ReportCategory } from '@barteraid/events/contracts/support';
import { isEmail, MESSAGE_MIN, useSupportSubmit } from './use-submit';
import { reportCategoryLabel, reportCategoryOptions } from './report-categories';

const categories = reportCategoryOptions;

export default function ReportPage() {
  const { user } = useSession();
  const { t } = useTranslation('support');
  const [params] = useSearchParams();
  const [form, setForm] = useState({
    category: params.get('category') ?? '',
    subject: '',
    description: '',
    reportedUsername: params.get('user') ?? '',
    listingId: params.get('listingId') ?? '',
    tradeId: params.get('tradeId') ?? '',
    contactEmail: user?.email ?? '',
  });
  const { error, confirmation, pending, submit, fail } = useSupportSubmit('/api/support/report');
  const bind = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!form.category) return fail(t('missing'), t('report.chooseWhat'));
    if (!form.description.trim()) return fail(t('missing'), t('report.describe'));
    if (form.description.trim().length < MESSAGE_MIN) return fail(t('report.tooShort'), t('atLeast', { min: MESSAGE_MIN }));
    if (form.contactEmail.trim() && !isEmail(form.contactEmail.trim())) return fail(t('invalidEmail'), t('enterEmail'));
    const optional = (value: string) => value.trim() || undefined;
    void submit({
      // A category from a link that is none of these is sent as it is: the server refuses it.
      category: form.category as ReportCategory,
      description: form.description.trim(),
      subject: optional(form.subject),
      contactEmail: optional(form.contactEmail),
      listingId: optional(form.listingId),
      tradeId: optional(form.tradeId),
      reportedUsername: optional(form.reportedUsername),
    });
  };

  return (
    <Page title={t('report.title')} intro={t('report.intro')}>
      <p className="mb-6 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <Siren aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /> {t('report.danger')}
      </p>
      <Card className="p-6">
        {confirmation ? (
          <FormAlert tone="success" message={confirmation} />
        ) : (
          <form onSubmit={send} noValidate className="space-y-5">
            <FormAlert message={error} />
            <Field label={t('report.what')}>
              <Select {...bind('category')}>
                <option value="">{t('report.choose')}</option>
                {categories.map((category) => <option key={category.value} value={category.value}>{reportCategoryLabel(category.value)}</option>)}
              </Select>
            </Field>
            <Field label={t('report.subject')} optional><Input {...bind('subject')} /></Field>
            <Field label={t('report.happened')} hint={t('report.happenedHint', { min: MESSAGE_MIN })}>
              <Textarea rows={6} {...bind('description')} />
            </Field>
            <div className="grid gap-5 sm:grid-cols-3">
              <Field label={t('report.username')} optional><Input {...bind('reportedUsername')} /></Field>
              <Field label={t('report.listing')} optional><Input {...bind('listingId')} /></Field>
              <Field label={t('report.trade')} optional><Input {...bind('tradeId')} /></Field>
            </div>
            <Field label={t('report.email')} optional><Input type="email" autoComplete="email" {...bind('contactEmail')} /></Field>
            <Button type="submit" disabled={pending}>{pending ? t('sending') : t('report.submit')}</Button>
          </form>
        )}
      </Card>
    </Page>
  );
}
