import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/toast-store';
import { useSession } from '../../lib/session';
import { t } from '../../i18n';
import { usePostListing } from './listing-api';
import { emptyDraft, ListingForm } from './listing-form';
import { ListingMatches } from './listing-matches';

/** Signed-in members only (the router sends visitors to sign in and back here). */
export default function NewListingPage() {
  const { user } = useSession();
  const post = usePostListing();
  const navigate = useNavigate();
  const { t: tr } = useTranslation('listings');

  return (
    <Page title={tr('new.title')} intro={tr('new.intro')} width="narrow">
      <Card className="p-5 sm:p-6">
        <ListingForm
          initial={emptyDraft(user?.location ?? '')}
          submitLabel={tr('new.submit')}
          busyLabel={tr('new.busy')}
          onSubmit={async (draft) => {
            const result = await post.mutateAsync(draft);
            if (!result) {
              // No connection: kept on the device, posted once it is back (the banner lists it meanwhile).
              toast({ title: t('offline.listingKept'), description: t('offline.listingKeptDescription') });
              navigate('/dashboard');
              return;
            }
            toast({ title: tr('new.posted'), description: tr('new.postedDescription') });
            navigate(`/listings/${result.listing.id}`);
          }}
          onCancel={() => navigate(-1)}
          beforeSubmit={(draft) => <ListingMatches draft={draft} />}
        />
      </Card>
    </Page>
  );
}
