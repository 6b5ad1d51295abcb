import type { StaticContent } from '../types';

export const content: StaticContent = {
  title: 'Terms of Service',
  intro: 'The agreement between you and BarterAid when you use the service. Please read it; it is written to be understood.',
  updated: 'November 2026',
  sections: [
    { heading: '1. Who can use BarterAid', blocks: ['You must be at least 18 and able to form a binding agreement. Organisations must be represented by someone authorised to act for them. One account per person.'] },
    {
      heading: '2. Barter credits',
      blocks: [
        'Credits are a record of value exchanged between members. They are displayed as worth $1 each for comparison, but they are not money, cannot be redeemed for cash, and have no value outside BarterAid. New accounts receive a one-time welcome bonus of 50 credits.',
        'Credits of an accepted trade are held until the trade is completed or resolved. We may correct balances that result from errors or abuse.',
      ],
    },
    { heading: '3. Trades are between members', blocks: ['BarterAid provides the marketplace; members are responsible for what they offer, its quality and its legality. We do not inspect goods or supervise services. Use good judgment and follow our safety tips.'] },
    { heading: '4. Memberships and payment', blocks: ['Standard membership costs $10/month and renews until cancelled. Free memberships depend on verification and can be withdrawn if the basis for them ends. Guest trials last 60 days.'] },
    { heading: '5. Your content', blocks: ['You own what you post. You give us permission to display it on BarterAid to run the service. Do not post anything you do not have the right to share.'] },
    { heading: '6. Acceptable use', blocks: ['Follow the community guidelines. We may remove content and suspend or close accounts that break these terms or put others at risk.', { links: [{ to: '/guidelines', label: 'Community guidelines' }] }] },
    { heading: '7. Liability', blocks: ['BarterAid is provided as is. To the extent the law allows, we are not liable for losses arising from trades between members. Nothing in these terms limits rights you have under consumer law.'] },
    { heading: '8. Changes and contact', blocks: ['We will tell you about material changes at least 30 days in advance. Questions about these terms: use the contact form.', { links: [{ to: '/contact', label: 'Contact us' }] }] },
  ],
};
