import type { MembershipTier } from '@barteraid/events/contracts/members';
import { t } from '../../i18n';

/** A tier on the membership page; its name, price, summary and features are texts of the `membership` namespace. */
export interface TierInfo {
  id: MembershipTier;
  /** Keys of `membership:tiers.<id>.features`, in the order shown. */
  features: string[];
}

export const tiers: TierInfo[] = [
  { id: 'standard', features: ['unlimited', 'credits', 'priority', 'support'] },
  { id: 'free_assistance', features: ['everything', 'noFee', 'urgent', 'review'] },
  { id: 'emergency_business', features: ['everything', 'badge', 'highlights', 'review'] },
  { id: 'guest_trial', features: ['access', 'code', 'upgrade'] },
];

/** English names, shown where the `membership` namespace has not been loaded (the admin's lists). */
const englishNames: Record<string, string> = {
  standard: 'Standard Member',
  free_assistance: 'Assistance Member',
  emergency_business: 'Emergency Services Business',
  guest_trial: 'Guest Trial',
};

/** A tier's name in the language on screen (the page's `membership` texts), its id when unknown. */
export const tierName = (id: string): string => {
  const translate = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return translate(`membership:tierNames.${id}`, { defaultValue: englishNames[id] ?? id });
};
