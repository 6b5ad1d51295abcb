import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Mail, Phone, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { FormAlert } from '../../components/ui/form-alert';
import { Page } from '../../components/ui/page';
import { telHref } from '../../lib/phone';
import { useSession } from '../../lib/session';
import { usePublicConfig } from '../../lib/config';
import { isEmail, MESSAGE_MIN, useSupportSubmit } from './use-submit';

export default function ContactPage() {
  const { user } = useSession();
  const { config } = usePublicConfig();
  const { t } = useTranslation('support');
  const [form, setForm] = useState({
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    subject: '',
    message: '',
  });
  const { error, confirmation, pending, submit, fail, reset } = useSupportSubmit('/api/support/contact');
  const bind = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim() || !form.email.trim() || !form.subject.trim() || !form.message.trim()) {
      return fail(t('missing'), t('contact.fillAll'));
    }
    if (!isEmail(form.email.trim())) return fail(t('invalidEmail'), t('enterEmail'));
    if (form.message.trim().length < MESSAGE_MIN) return fail(t('contact.tooShort'), t('atLeast', { min: MESSAGE_MIN }));
    void submit(form);
  };

  return (
    <Page title={t('contact.title')} intro={t('contact.intro')} width="wide">
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Card className="p-6">
          {confirmation ? (
            <div className="space-y-4">
              <FormAlert tone="success" message={confirmation} />
              <Button variant="outline" onClick={() => { reset(); setForm((current) => ({ ...current, subject: '', message: '' })); }}>
                {t('contact.another')}
              </Button>
            </div>
          ) : (
            <form onSubmit={send} noValidate className="space-y-5">
              <FormAlert message={error} />
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label={t('contact.name')}><Input autoComplete="name" {...bind('name')} /></Field>
                <Field label={t('contact.email')}><Input type="email" autoComplete="email" {...bind('email')} /></Field>
              </div>
              <Field label={t('contact.subject')}><Input {...bind('subject')} /></Field>
              <Field label={t('contact.message')} hint={t('contact.messageHint', { min: MESSAGE_MIN })}><Textarea rows={6} {...bind('message')} /></Field>
              <Button type="submit" disabled={pending}>{pending ? t('sending') : t('contact.submit')}</Button>
            </form>
          )}
        </Card>
        <aside className="space-y-4" aria-label={t('contact.other')}>
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><Phone aria-hidden="true" className="h-4 w-4" /> {t('contact.line')}</h2>
            <a href={telHref(config.helplinePhone)} className="mt-2 block text-lg font-bold text-red-800 underline">{config.helplinePhone}</a>
          </Card>
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><Clock aria-hidden="true" className="h-4 w-4" /> {t('contact.times')}</h2>
            <p className="mt-2 text-sm text-muted">{t('contact.timesText')}</p>
          </Card>
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><Mail aria-hidden="true" className="h-4 w-4" /> {t('contact.wrong')}</h2>
            <p className="mt-2 text-sm text-muted">
              {t('contact.reportBefore')}<Link to="/report" className="font-semibold text-brand-700 underline">{t('contact.reportLink')}</Link>{t('contact.reportAfter')}
            </p>
          </Card>
        </aside>
      </div>
    </Page>
  );
}
