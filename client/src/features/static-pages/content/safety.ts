import type { StaticContent } from '../types';

export const content: StaticContent = {
  title: 'Safety Tips',
  intro: 'Most trades go smoothly. These habits keep it that way, especially when people are under stress.',
  sections: [
    {
      heading: 'Before you trade',
      blocks: [
        {
          list: [
            'Check the member’s profile: verification badge, rating and number of completed trades.',
            'Keep the conversation in BarterAid messages so there is a record if something goes wrong.',
            'Agree on exactly what is exchanged, its condition and the number of credits before you meet.',
            'Use the pricing guide to check that the price is fair for both sides.',
          ],
        },
      ],
    },
    {
      heading: 'Meeting in person',
      blocks: [
        {
          list: [
            'Meet in daylight in a public place: a library, community center, police station lobby or busy store.',
            'Tell a friend where you are going and when you expect to be back.',
            'For services in your home (repairs, childcare, tutoring), have another adult present the first time.',
            'Trust your instincts. You can cancel any trade before it is complete.',
          ],
        },
      ],
    },
    {
      heading: 'Protecting your credits and information',
      blocks: [
        'When a trade is accepted, its credits are held and only move when the trade is marked complete. Do not mark a trade complete until you have what was agreed.',
        {
          list: [
            'Never share your password, one-time codes, bank or card details.',
            'BarterAid staff will never ask for your password.',
            'Do not pay cash or gift cards to “unlock” a trade; that is always a scam.',
          ],
        },
      ],
    },
    {
      heading: 'Food, medicine and children',
      blocks: [
        'Only trade sealed, in-date food and over-the-counter items. Prescription medication must never be traded. Anyone offering childcare or care for vulnerable adults should be verified, and you should check references.',
      ],
    },
    {
      heading: 'If something goes wrong',
      blocks: [
        'If you feel unsafe, leave and call 911. Then tell us: reports are reviewed every day, and urgent safety reports first.',
        { links: [{ to: '/report', label: 'Report a problem' }, { to: '/disputes', label: 'Open a dispute' }, { to: '/emergency', label: 'Emergency help' }] },
        { helpline: 'Our 24/7 line:' },
      ],
    },
  ],
};
