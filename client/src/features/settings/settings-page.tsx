import { Ban } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { BlockedMembers } from '../blocks';

/** The member's settings: for now, the members they blocked. */
export default function SettingsPage() {
  return (
    <Page title="Settings" intro="Your account settings." width="narrow">
      <section aria-labelledby="blocked-heading">
        <Card className="p-5 sm:p-6">
          <h2 id="blocked-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
            <Ban aria-hidden="true" className="h-5 w-5" /> Blocked members
          </h2>
          <p className="mt-1 text-sm text-muted">
            They cannot message you, propose trades to you or see your listings. They are not told; only you see this list.
          </p>
          <div className="mt-4"><BlockedMembers /></div>
        </Card>
      </section>
    </Page>
  );
}
