import type { StaticContent } from '../types';

export const content: StaticContent = {
  title: 'Help Center',
  intro: 'Answers to common tasks. Can’t find what you need? Contact us and a person will reply.',
  sections: [
    {
      heading: 'Getting started',
      blocks: [
        { ordered: true, list: ['Create an account; you receive 50 barter credits.', 'Choose a membership. Assistance and emergency tiers are free after verification.', 'Post a listing for something you can offer or need.', 'Message members, agree on terms and complete the trade.'] },
        { links: [{ to: '/auth/register', label: 'Create an account' }, { to: '/membership', label: 'Membership options' }] },
      ],
    },
    {
      heading: 'Credits',
      blocks: [
        'Credits are BarterAid’s unit of trade. One credit is shown as worth one US dollar so prices are easy to compare, but credits cannot be exchanged for cash. Your balance, credits earned and spent this month and recent activity are on your dashboard.',
        { links: [{ to: '/dashboard', label: 'Go to your dashboard' }, { to: '/pricing-guide', label: 'Pricing guide' }] },
      ],
    },
    {
      heading: 'Credit lines',
      blocks: [
        'Your credit line lets your balance go below zero, down to the line, so you can get what you need now and give back later. Available = balance + credit line − credits held for trades. Your line grows by 5 credits for each new member who pays you (up to 50), and an administrator can open a time-limited relief line after a disaster. Going below zero costs nothing: it is a debt to the community, repaid by trading. If your line shrinks below what you owe, nothing is taken; you can spend again once credits come in.',
        { links: [{ to: '/dashboard', label: 'See your credit line' }, { to: '/statement', label: 'Line changes on your statement' }, { to: '/faq', label: 'Credit line questions' }] },
      ],
    },
    {
      heading: 'Trades and messages',
      blocks: [
        'Trades move from pending (proposed) to accepted (credits held) to completed (credits paid). You can follow every step in Messages.',
        { links: [{ to: '/messaging-guide', label: 'Messaging guide' }, { to: '/disputes', label: 'When a trade goes wrong' }] },
      ],
    },
    {
      heading: 'Verification',
      blocks: [
        'Verification confirms who you are and unlocks free memberships. Upload the documents for your category; reviews take 3-5 business days.',
        { links: [{ to: '/verification', label: 'About verification' }, { to: '/verification-forms', label: 'Start verification' }] },
      ],
    },
    {
      heading: 'Your account',
      blocks: [
        { list: ['Forgot your password? Use “Forgot password?” on the sign-in page.', 'Change your photo from Upload Avatar in the account menu.', 'To close your account or get a copy of your data, contact us.'] },
        { links: [{ to: '/auth/forgot-password', label: 'Reset password' }, { to: '/contact', label: 'Contact support' }, { to: '/faq', label: 'FAQ' }] },
      ],
    },
  ],
};
