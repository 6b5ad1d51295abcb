import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast, toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { useSetBlocked } from './blocks-api';
import { blockQueries } from './queries';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The members the signed-in member blocked, each with Unblock. Only they see this list. */
export function BlockedMembers() {
  const blocks = useQuery(blockQueries.mine());
  const setBlocked = useSetBlocked();
  const list = blocks.data?.blocks ?? [];
  const unblock = (member: { id: string; username: string }) =>
    setBlocked.mutate(
      { memberId: member.id, blocked: false },
      {
        onSuccess: (answer) => toast({ title: 'Member Unblocked', description: answer.message }),
        onError: (error) => toastError('Error', serverMessage(error) ?? 'Please try again.'),
      },
    );

  if (blocks.isLoading) return <Spinner label="Loading blocked members…" />;
  if (blocks.isError) {
    return (
      <div>
        <p className="text-muted">Your blocked members could not be loaded.</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void blocks.refetch()}>Try again</Button>
      </div>
    );
  }
  if (list.length === 0) return <p className="text-muted">You have not blocked anyone. You can block a member from their profile or a conversation.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {list.map((member) => (
        <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-900">
              {member.avatar ? <img src={member.avatar} alt="" className="h-full w-full object-cover" /> : member.username[0]?.toUpperCase()}
            </span>
            <div className="min-w-0">
              <Link to={`/members/${encodeURIComponent(member.username)}`} className="block truncate font-semibold text-brand-700 hover:underline">{member.username}</Link>
              <p className="text-sm text-muted">Blocked on {day(member.blockedAt)}</p>
            </div>
          </div>
          <Button size="sm" variant="outline" onClick={() => unblock(member)} disabled={setBlocked.isPending} aria-label={`Unblock ${member.username}`}>
            Unblock
          </Button>
        </li>
      ))}
    </ul>
  );
}
