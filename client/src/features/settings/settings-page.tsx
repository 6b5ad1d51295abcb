import { Ban, Mail } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { BlockedMembers } from '../blocks';
import { MailPreferencesForm } from '../mail';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** The member's settings: their profile, their email address, their password, what they are emailed about and the members they blocked. */
export default function SettingsPage() {
  return (
    <Page title="Settings" intro="Your account settings." width="narrow">
      <section aria-labelledby="profile-heading" className="mb-6">
        <ProfileForm />
      </section>
      <section aria-labelledby="email-address-heading" className="mb-6">
        <EmailForm />
      </section>
      <section aria-labelledby="password-heading" className="mb-6">
        <PasswordForm />
      </section>
      <section aria-labelledby="mail-heading" className="mb-6">
        <Card className="p-5 sm:p-6">
          <h2 id="mail-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
            <Mail aria-hidden="true" className="h-5 w-5" /> Email
          </h2>
          <p className="mt-1 text-sm text-muted">What we email you about. The bell on the site always shows everything; a password reset link is always sent.</p>
          <div className="mt-4"><MailPreferencesForm /></div>
        </Card>
      </section>
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
