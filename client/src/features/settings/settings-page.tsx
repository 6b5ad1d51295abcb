import { Ban, BellRing, Clock, Languages, Mail, MessageSquareText, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { Page } from '../../components/ui/page';
import { BlockedMembers } from '../blocks';
import { NotificationChoices, TimeZoneForm } from '../notify-preferences';
import { AreaForm } from './area-form';
import { DeviceNotifications } from '../push';
import { MobileNumber } from '../phone';
import { AlertSettings } from '../alerts';
import { useSession } from '../../lib/session';
import { CloseAccountForm } from './close-account-form';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** The member's settings: their profile, email address, password, language, their time zone, the devices they get notifications on, their mobile number for texts, their saved alerts, what they are told about by email, push and text, the members they blocked, and closing the account. */
export default function SettingsPage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  return (
    <Page title={t('settings.title')} intro={t('settings.intro')} width="narrow">
      <section aria-labelledby="profile-heading" className="mb-6">
        <ProfileForm />
      </section>
      <section aria-labelledby="area-heading" className="mb-6">
        <AreaForm />
      </section>
      <section aria-labelledby="time-zone-heading" className="mb-6">
        <Card className="p-5 sm:p-6">
          <h2 id="time-zone-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
            <Clock aria-hidden="true" className="h-5 w-5" /> {t('notify.timeZoneTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('notify.timeZoneIntro')}</p>
          <div className="mt-4"><TimeZoneForm /></div>
        </Card>
      </section>
      <section id="email" aria-labelledby="email-address-heading" className="mb-6">
        <EmailForm />
      </section>
      <section aria-labelledby="password-heading" className="mb-6">
        <PasswordForm />
      </section>
      <section aria-labelledby="language-heading" className="mb-6">
        <Card className="p-5 sm:p-6">
          <h2 id="language-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
            <Languages aria-hidden="true" className="h-5 w-5" /> {t('settings.languageTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('settings.languageIntro')}</p>
          <LanguageSwitch className="mt-4" />
        </Card>
      </section>
      <section aria-labelledby="push-heading" className="mb-6">
        <Card className="p-5 sm:p-6">
          <h2 id="push-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
            <BellRing aria-hidden="true" className="h-5 w-5" /> {t('settings.pushTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('settings.pushIntro')}</p>
          <div className="mt-4"><DeviceNotifications /></div>
        </Card>
      </section>
      <section aria-labelledby="phone-heading" className="mb-6">
        <Card className="p-5 sm:p-6">
          <h2 id="phone-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
            <MessageSquareText aria-hidden="true" className="h-5 w-5" /> {t('settings.phoneTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('settings.phoneIntro')}</p>
          <div className="mt-4"><MobileNumber /></div>
        </Card>
      </section>

      <section id="alerts" aria-labelledby="alerts-heading" className="mb-6">
        <Card className="p-5 sm:p-6">
          <h2 id="alerts-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
            <Search aria-hidden="true" className="h-5 w-5" /> {t('alerts.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('alerts.intro')}</p>
          <div className="mt-4"><AlertSettings verified={user?.verified === true} /></div>
        </Card>
      </section>
      <section aria-labelledby="mail-heading" className="mb-6">
        <Card className="p-5 sm:p-6">
          <h2 id="mail-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
            <Mail aria-hidden="true" className="h-5 w-5" /> {t('settings.mailTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('settings.mailIntro')}</p>
          <div className="mt-4"><NotificationChoices /></div>
        </Card>
      </section>
      <section aria-labelledby="blocked-heading">
        <Card className="p-5 sm:p-6">
          <h2 id="blocked-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
            <Ban aria-hidden="true" className="h-5 w-5" /> {t('settings.blockedTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('settings.blockedIntro')}</p>
          <div className="mt-4"><BlockedMembers /></div>
        </Card>
      </section>
      <section aria-labelledby="close-account-heading" className="mt-6">
        <CloseAccountForm />
      </section>
    </Page>
  );
}
