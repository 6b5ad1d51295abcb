import { useNavigate } from 'react-router-dom';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/toast-store';
import { useSession } from '../../lib/session';
import { t } from '../../i18n';
import { usePostListing } from './listing-api';
import { emptyDraft, ListingForm } from './listing-form';

/** Signed-in members only (the router sends visitors to sign in and back here). */
export default function NewListingPage() {
  const { user } = useSession();
  const post = usePostListing();
  const navigate = useNavigate();

  return (
    <Page title="Post a Listing" intro="Offer what you can spare or ask for what you need. Listings appear on the marketplace right away." width="narrow">
      <Card className="p-5 sm:p-6">
        <ListingForm
          initial={emptyDraft(user?.location ?? '')}
          submitLabel="Post Listing"
          busyLabel="Posting…"
          onSubmit={async (draft) => {
            const result = await post.mutateAsync(draft);
            if (!result) {
              // No connection: kept on the device, posted once it is back (the banner lists it meanwhile).
              toast({ title: t('offline.listingKept'), description: t('offline.listingKeptDescription') });
              navigate('/dashboard');
              return;
            }
            toast({ title: 'Listing Posted', description: 'Your listing is now live on the marketplace.' });
            navigate(`/listings/${result.listing.id}`);
          }}
          onCancel={() => navigate(-1)}
        />
      </Card>
    </Page>
  );
}
