import type { StaticContent } from '../types';

export const content: StaticContent = {
  title: 'Community Guidelines',
  intro: 'BarterAid works because members treat each other fairly. These rules apply to every listing, message and trade.',
  sections: [
    {
      heading: 'Be honest',
      blocks: [
        { list: ['Describe items and skills accurately, including flaws.', 'Use your real name on your account and verify when you can.', 'Only offer what you can actually deliver.'] },
      ],
    },
    {
      heading: 'Be fair',
      blocks: [
        'Price in line with the pricing guide. During emergencies, charging far more than usual for essentials (water, food, fuel, medical supplies, shelter) is price gouging and is removed.',
      ],
    },
    {
      heading: 'Be respectful',
      blocks: [
        { list: ['No harassment, hate speech, threats or discrimination.', 'No spam, chain messages or advertising outside listings.', 'Respect a “no”.'] },
      ],
    },
    {
      heading: 'Not allowed on BarterAid',
      blocks: [
        {
          list: [
            'Weapons, ammunition and explosives',
            'Prescription drugs, controlled substances and alcohol',
            'Stolen goods, counterfeits and recalled products',
            'Adult services or content',
            'Trading credits for cash, or selling accounts',
            'Government benefits themselves (for example EBT balances)',
          ],
        },
      ],
    },
    {
      heading: 'What happens when rules are broken',
      blocks: [
        'Depending on how serious it is, we remove the listing, warn the member, suspend trading or close the account. Held credits of a trade under review are frozen until it is resolved.',
        { links: [{ to: '/report', label: 'Report a problem' }, { to: '/disputes', label: 'How disputes work' }] },
      ],
    },
  ],
};
