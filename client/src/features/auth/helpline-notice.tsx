import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/config';
import { telHref } from '../../lib/phone';

export function HelplineNotice() {
  const { config } = usePublicConfig();
  const { t } = useTranslation();
  return (
    <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
      <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        {t('auth.helpline.before')}
        <a className="font-semibold underline" href={telHref(config.helplinePhone)}>
          {config.helplinePhone}
        </a>
        {t('auth.helpline.after')}
      </span>
    </p>
  );
}
