import { Ban, BellRing, Clock, Languages, Mail, MessageSquareText, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
import { SettingsSection } from './settings-section';

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
      <SettingsSection name="time-zone" icon={Clock} title={t('notify.timeZoneTitle')} intro={t('notify.timeZoneIntro')}>
        <TimeZoneForm />
      </SettingsSection>
      <section id="email" aria-labelledby="email-address-heading" className="mb-6">
        <EmailForm />
      </section>
      <section aria-labelledby="password-heading" className="mb-6">
        <PasswordForm />
      </section>
      <SettingsSection name="language" icon={Languages} title={t('settings.languageTitle')} intro={t('settings.languageIntro')}>
        <LanguageSwitch />
      </SettingsSection>
      <SettingsSection name="push" icon={BellRing} title={t('settings.pushTitle')} intro={t('settings.pushIntro')}>
        <DeviceNotifications />
      </SettingsSection>
      <SettingsSection name="phone" icon={MessageSquareText} title={t('settings.phoneTitle')} intro={t('settings.phoneIntro')}>
        <MobileNumber />
      </SettingsSection>
      <SettingsSection name="alerts" id="alerts" icon={Search} title={t('alerts.title')} intro={t('alerts.intro')}>
        <AlertSettings verified={user?.verified === true} />
      </SettingsSection>
      <SettingsSection name="mail" icon={Mail} title={t('settings.mailTitle')} intro={t('settings.mailIntro')}>
        <NotificationChoices />
      </SettingsSection>
      <SettingsSection name="blocked" icon={Ban} title={t('settings.blockedTitle')} intro={t('settings.blockedIntro')}>
        <BlockedMembers />
      </SettingsSection>
      <section aria-labelledby="close-account-heading">
        <CloseAccountForm />
      </section>
    </Page>
  );
}
