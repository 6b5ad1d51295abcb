/**
 * What standard membership's premium benefits (spec: "2x barter credits, priority access, 24/7
 * priority support") mean here. Credits stay conserved: the doubled bonus is one grant on the
 * member's credit history, issued by BarterAid and counted in the admins' "credits issued"; trades
 * pay nothing extra.
 */
export function premiumBenefits(helplinePhone: string): { title: string; meaning: string }[] {
  return [
    {
      title: '2x welcome credits',
      meaning: 'your 50-credit welcome bonus is doubled: 50 more credits when your first payment is received, once, shown on your credit history as a grant from BarterAid.',
    },
    { title: 'Priority access', meaning: 'your verification is reviewed before the rest of the queue.' },
    {
      title: '24/7 priority support',
      meaning: `your messages to the BarterAid team are answered first, and the helpline ${helplinePhone} is there around the clock.`,
    },
  ];
}
