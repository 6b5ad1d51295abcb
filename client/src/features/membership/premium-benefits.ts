import type { TFunction } from 'i18next';

/**
 * What standard membership's premium benefits (spec: "2x barter credits, priority access, 24/7
 * priority support") mean here. Credits stay conserved: the doubled bonus is one grant on the
 * member's credit history, issued by BarterAid and counted in the admins' "credits issued"; trades
 * pay nothing extra.
 */
export function premiumBenefits(helplinePhone: string, t: TFunction<'membership'>): { title: string; meaning: string }[] {
  return [
    { title: t('subscribe.benefit.creditsTitle'), meaning: t('subscribe.benefit.credits') },
    { title: t('subscribe.benefit.priorityTitle'), meaning: t('subscribe.benefit.priority') },
    { title: t('subscribe.benefit.supportTitle'), meaning: t('subscribe.benefit.support', { phone: helplinePhone }) },
  ];
}
