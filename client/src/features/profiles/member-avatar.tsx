import { UserRound } from 'lucide-react';
import { cn } from '../../lib/cn';

const sizes = { sm: 'h-9 w-9 text-sm', lg: 'h-20 w-20 text-2xl sm:h-24 sm:w-24' } as const;

/** A member's picture, or their initial; decorative, since their username is always next to it. */
export function MemberAvatar({ username, avatar, size = 'sm' }: { username: string; avatar: string | null; size?: keyof typeof sizes }) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-900', sizes[size])}
    >
      {avatar ? (
        <img src={avatar} alt="" className="h-full w-full object-cover" />
      ) : username ? (
        username[0]!.toUpperCase()
      ) : (
        <UserRound className="h-1/2 w-1/2" />
      )}
    </span>
  );
}
