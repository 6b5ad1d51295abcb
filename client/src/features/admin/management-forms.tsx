import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input, Select, Textarea } from '../../components/ui/input';
import { toast, toastError } from '../../components/ui/toast-store';
import { apiPost } from '../../lib/api';
import type { AdminUser } from './types';

const errorText = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

export function IssueCreditsForm() {
  const [form, setForm] = useState({ userId: '', amount: '', reason: '' });
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.userId.trim() || !form.amount.trim() || !form.reason.trim()) return toastError('Missing Information', 'Please fill in all fields to issue credits.');
    const amount = Number.parseFloat(form.amount);
    if (!Number.isFinite(amount) || amount <= 0) return toastError('Invalid Amount', 'Please enter a valid positive number for credits.');
    setPending(true);
    try {
      await apiPost('/api/admin/credits/issue', { userId: form.userId.trim(), amount, reason: form.reason.trim() });
      toast({ title: 'Credits Issued', description: `Successfully issued ${amount} credits.` });
      setForm({ userId: '', amount: '', reason: '' });
    } catch (error) {
      toastError('Error', errorText(error, 'Failed to issue credits'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-ink">Issue credits <span className="text-sm font-normal text-muted">(Owner Only)</span></h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <Field label="User ID"><Input value={form.userId} onChange={(event) => setForm({ ...form, userId: event.target.value })} /></Field>
        <Field label="Amount"><Input type="number" step="0.01" min="0" value={form.amount} onChange={(event) => setForm({ ...form, amount: event.target.value })} /></Field>
        <Field label="Reason"><Input value={form.reason} onChange={(event) => setForm({ ...form, reason: event.target.value })} /></Field>
        <Button type="submit" disabled={pending}>Issue Credits</Button>
      </form>
    </Card>
  );
}

export function SendMessageForm({ users }: { users: AdminUser[] }) {
  const [form, setForm] = useState({ userId: '', subject: '', message: '' });
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.userId || !form.subject.trim() || !form.message.trim()) return toastError('Missing Information', 'Please fill in all fields to send message.');
    const user = users.find((candidate) => candidate.id === form.userId);
    if (!user) return toastError('User Not Found', 'Please select a valid user.');
    setPending(true);
    try {
      await apiPost('/api/admin/send-message', { userId: user.id, subject: form.subject.trim(), message: form.message.trim(), userEmail: user.email });
      toast({ title: 'Message Sent', description: 'Personal message sent successfully!' });
      setForm({ userId: '', subject: '', message: '' });
    } catch (error) {
      toastError('Error', errorText(error, 'Failed to send message'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-ink">Send a personal message</h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <Field label="Member">
          <Select value={form.userId} onChange={(event) => setForm({ ...form, userId: event.target.value })}>
            <option value="">Choose a member</option>
            {users.map((user) => <option key={user.id} value={user.id}>{user.username} ({user.email})</option>)}
          </Select>
        </Field>
        <Field label="Subject"><Input value={form.subject} onChange={(event) => setForm({ ...form, subject: event.target.value })} /></Field>
        <Field label="Message"><Textarea value={form.message} onChange={(event) => setForm({ ...form, message: event.target.value })} /></Field>
        <Button type="submit" disabled={pending}>Send Message</Button>
      </form>
    </Card>
  );
}
