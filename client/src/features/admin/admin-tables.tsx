import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast, toastError } from '../../components/ui/toast-store';
import { apiJson } from '../../lib/api';
import type { AdminUser, VerificationRequest } from './types';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-2 text-sm text-ink';

export function UsersTable() {
  const users = useQuery<AdminUser[]>({ queryKey: ['/api/admin/all-users'] });
  if (users.isLoading) return <Spinner />;
  if (users.isError) return <p className="text-muted">Members could not be loaded right now.</p>;
  const list = users.data ?? [];
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full">
        <caption className="sr-only">All members</caption>
        <thead className="bg-slate-50"><tr><th className={th}>Username</th><th className={th}>Email</th><th className={th}>Membership</th><th className={th}>Verification</th><th className={th}>Credits</th></tr></thead>
        <tbody className="divide-y divide-slate-100">
          {list.map((user) => (
            <tr key={user.id}>
              <td className={td}>{user.username}{user.isAdmin && <Badge tone="brand" className="ml-2">admin</Badge>}</td>
              <td className={td}>{user.email}</td>
              <td className={td}>{user.membershipTier ?? '—'}</td>
              <td className={td}>{user.verificationStatus ?? '—'}</td>
              <td className={td}>{user.barterCredits ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.length === 0 && <p className="p-4 text-muted">No members yet.</p>}
    </div>
  );
}

export function VerificationQueue() {
  const queryClient = useQueryClient();
  const queue = useQuery<VerificationRequest[]>({ queryKey: ['/api/admin/verifications'] });
  const decide = useMutation({
    mutationFn: ({ userId, status }: { userId: string; status: 'approved' | 'rejected' }) =>
      apiJson('PATCH', `/api/admin/users/${encodeURIComponent(userId)}/verification`, { status }),
    onSuccess: (_result, { status }) => {
      toast({ title: 'Verification Updated', description: `User verification ${status} successfully.` });
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/verifications'] });
    },
    onError: (error) => toastError('Error', error instanceof Error ? error.message : 'Failed to update verification'),
  });
  if (queue.isLoading) return <Spinner />;
  if (queue.isError) return <p className="text-muted">The verification queue could not be loaded right now.</p>;
  const list = queue.data ?? [];
  if (list.length === 0) return <p className="text-muted">No verifications waiting for review.</p>;
  return (
    <ul className="space-y-3">
      {list.map((request) => (
        <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <div>
            <p className="font-semibold text-ink">{request.username ?? request.userId}</p>
            <p className="text-sm text-muted">{request.verificationType} · {request.documents?.length ?? 0} documents · {request.status}</p>
          </div>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => decide.mutate({ userId: request.userId, status: 'approved' })} disabled={decide.isPending}>Approve</Button>
            <Button size="sm" variant="outline" onClick={() => decide.mutate({ userId: request.userId, status: 'rejected' })} disabled={decide.isPending}>Reject</Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
