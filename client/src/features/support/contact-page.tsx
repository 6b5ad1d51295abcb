import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Mail, Phone, Clock } from 'lucide-react';
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
      return fail('Missing Information', 'Please fill in all required fields.');
    }
    if (!isEmail(form.email.trim())) return fail('Invalid Email', 'Please enter a valid email address.');
    if (form.message.trim().length < MESSAGE_MIN) return fail('Message Too Short', `Please write at least ${MESSAGE_MIN} characters.`);
    void submit(form);
  };

  return (
    <Page title="Contact Us" intro="Questions, feedback or account help: write to us and a person will reply, usually within one business day." width="wide">
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Card className="p-6">
          {confirmation ? (
            <div className="space-y-4">
              <FormAlert tone="success" message={confirmation} />
              <Button variant="outline" onClick={() => { reset(); setForm((current) => ({ ...current, subject: '', message: '' })); }}>
                Send another message
              </Button>
            </div>
          ) : (
            <form onSubmit={send} noValidate className="space-y-5">
              <FormAlert message={error} />
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label="Your name"><Input autoComplete="name" {...bind('name')} /></Field>
                <Field label="Email"><Input type="email" autoComplete="email" {...bind('email')} /></Field>
              </div>
              <Field label="Subject"><Input {...bind('subject')} /></Field>
              <Field label="Message" hint={`At least ${MESSAGE_MIN} characters.`}><Textarea rows={6} {...bind('message')} /></Field>
              <Button type="submit" disabled={pending}>{pending ? 'Sending…' : 'Send Message'}</Button>
            </form>
          )}
        </Card>
        <aside className="space-y-4" aria-label="Other ways to reach us">
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><Phone aria-hidden="true" className="h-4 w-4" /> 24/7 emergency line</h2>
            <a href={telHref(config.helplinePhone)} className="mt-2 block text-lg font-bold text-red-800 underline">{config.helplinePhone}</a>
          </Card>
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><Clock aria-hidden="true" className="h-4 w-4" /> Response times</h2>
            <p className="mt-2 text-sm text-muted">Messages: within 1 business day. Safety reports: reviewed every day.</p>
          </Card>
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><Mail aria-hidden="true" className="h-4 w-4" /> Something wrong?</h2>
            <p className="mt-2 text-sm text-muted">
              To report a member, listing or trade, use <Link to="/report" className="font-semibold text-brand-700 underline">Report a problem</Link>.
            </p>
          </Card>
        </aside>
      </div>
    </Page>
  );
}
