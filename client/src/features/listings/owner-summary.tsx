import { ShieldCheck, Star, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { Card } from '../../components/ui/card';
import type { ListingDetail } from '@barteraid/events/contracts/listings';
import { profilePath } from '../profiles';

const memberSince = (iso: string | null) =>
  iso ? formatDateTime(iso, { month: 'long', year: 'numeric' }) : null;

/** The owner's public profile: username, verification, rating and trades. */
export function OwnerSummary({ owner }: { owner: ListingDetail['user'] }) {
  const since = memberSince(owner.memberSince);
  const { t } = useTranslation();
  return (
    <Card className="p-5" aria-labelledby="owner-heading">
      <h2 id="owner-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">{t('marketplace.owner.postedBy')}</h2>
      <div className="mt-3 flex items-center gap-3">
        <div className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-900">
          <UserRound aria-hidden="true" className="h-6 w-6" />
        </div>
        <div className="min-w-0">
          <p className="flex items-center gap-1 truncate text-lg font-semibold text-ink">
            <Link to={profilePath(owner.username)} className="truncate text-brand-700 hover:underline">{owner.username}</Link>
            {owner.verified && <Star aria-label={t('marketplace.card.verified')} role="img" className="h-4 w-4 shrink-0 fill-amber-400 text-amber-500" />}
          </p>
          {since && <p className="text-sm text-muted">{t('marketplace.owner.memberSince', { date: since })}</p>}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        <div className="flex flex-col-reverse rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-muted">{t('marketplace.owner.verification')}</dt>
          <dd className={`flex items-center justify-center gap-1 text-sm font-semibold ${owner.verified ? 'text-green-800' : 'text-ink'}`}>
            {owner.verified && <ShieldCheck aria-hidden="true" className="h-4 w-4" />}
            {owner.verified ? t('marketplace.owner.verified') : t('marketplace.owner.notVerified')}
          </dd>
        </div>
        <div className="flex flex-col-reverse rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-muted">{t('marketplace.owner.rating')}</dt>
          <dd className="text-sm font-semibold text-ink">{Number(owner.rating) > 0 ? owner.rating : t('marketplace.owner.new')}</dd>
        </div>
        <div className="flex flex-col-reverse rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-muted">{t('marketplace.owner.trades')}</dt>
          <dd className="text-sm font-semibold text-ink">{owner.totalTrades}</dd>
        </div>
      </dl>
    </Card>
  );
}
