import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Coins, Mail } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { toast, toastError } from '../../components/ui/toast-store';
import { apiPost, newIdempotencyKey } from '../../lib/api';
import { toastAdminError } from './admin-errors';
import { MemberPicker } from './member-picker';
import type { AdminMessageBody, AdminMessageSent, AdminUser, CreditsIssued, IssueCreditsBody } from '@barteraid/events/contracts/admin';
import { adminQueries } from './queries';

/** Figures that change when credits move or messages go out. */
const refreshAdminData = (queryClient: ReturnType<typeof useQueryClient>) => {
  void queryClient.invalidateQueries({ queryKey: adminQueries.stats().queryKey });
  void queryClient.invalidateQueries({ queryKey: adminQueries.userLists() });
};

/** Issue credits (labelled Owner Only, as in the spec; the server lets any admin do it and records who did). */
export function IssueCreditsForm({ member, onMemberChange }: { member: AdminUser | null; onMemberChange: (user: AdminUser | null) => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ amount: '', reason: '' });
  const [pending, setPending] = useState(false);
  // Submitting the same issue again after an error reuses its Idempotency-Key: if the first one
  // went through after all, the server answers it again instead of issuing the credits twice.
  const lastAttempt = useRef<{ body: string; key: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member || !form.amount.trim() || !form.reason.trim()) return toastError(t('management.missing'), t('management.missingCredits'));
    const amount = Number.parseFloat(form.amount);
    if (!Number.isFinite(amount) || amount <= 0) return toastError(t('management.invalidAmount'), t('management.invalidAmountText'));
    const body = { userId: member.id, amount: form.amount.trim(), reason: form.reason.trim() } satisfies IssueCreditsBody;
    const bodyText = JSON.stringify(body);
    if (lastAttempt.current?.body !== bodyText) lastAttempt.current = { body: bodyText, key: newIdempotencyKey() };
    setPending(true);
    try {
      const result = await apiPost<CreditsIssued>('/api/admin/credits/issue', body, { idempotencyKey: lastAttempt.current.key });
      lastAttempt.current = null;
      toast({ title: t('management.issued'), description: t('management.issuedText', { amount: result.amount }) });
      setForm({ amount: '', reason: '' });
      refreshAdminData(queryClient);
    } catch (error) {
      toastAdminError(error, t('management.issueFailed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
        <Coins aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t('management.issueTitle')} <Badge tone="warning">{t('management.ownerOnly')}</Badge>
      </h2>
      <p className="mt-1 text-sm text-muted">{t('management.issueIntro')}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label={t('management.issueTitle')}>
        <MemberPicker idPrefix="credits" value={member} onChange={onMemberChange} />
        <Field label={t('management.amount')} hint={t('management.amountHint')}>
          <Input type="number" name="amount" inputMode="decimal" step="0.01" min="0" value={form.amount} onChange={(event) => setForm({ ...form, amount: event.target.value })} />
        </Field>
        <Field label={t('management.reason')} hint={t('management.reasonHint')}>
          <Input name="reason" maxLength={500} value={form.reason} onChange={(event) => setForm({ ...form, reason: event.target.value })} />
        </Field>
        <Button type="submit" disabled={pending}>{pending ? t('management.issuing') : t('management.issue')}</Button>
      </form>
    </Card>
  );
}

/** A personal message: stored in the member's notifications and delivered live when they are online. */
export function SendMessageForm({ member, onMemberChange }: { member: AdminUser | null; onMemberChange: (user: AdminUser | null) => void }) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState({ subject: '', message: '' });
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member || !form.subject.trim() || !form.message.trim()) return toastError(t('management.missing'), t('management.missingMessage'));
    setPending(true);
    try {
      await apiPost<AdminMessageSent>('/api/admin/send-message', {
        userId: member.id,
        subject: form.subject.trim(),
        message: form.message.trim(),
        userEmail: member.email,
      } satisfies AdminMessageBody);
      toast({ title: t('management.sent'), description: t('management.sentText') });
      setForm({ subject: '', message: '' });
    } catch (error) {
      toastAdminError(error, t('management.sendFailed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Mail aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t('management.messageTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('management.messageIntro')}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label={t('management.messageTitle')}>
        <MemberPicker idPrefix="message" value={member} onChange={onMemberChange} />
        <Field label={t('management.subject')}>
          <Input name="subject" maxLength={150} value={form.subject} onChange={(event) => setForm({ ...form, subject: event.target.value })} />
        </Field>
        <Field label={t('management.message')}>
          <Textarea name="message" maxLength={4000} value={form.message} onChange={(event) => setForm({ ...form, message: event.target.value })} />
        </Field>
        <Button type="submit" disabled={pending}>{pending ? t('management.sending') : t('management.send')}</Button>
      </form>
    </Card>
  );
}
