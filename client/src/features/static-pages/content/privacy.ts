import type { StaticContent } from '../types';

export const content: StaticContent = {
  title: 'Privacy Policy',
  intro: 'What we collect, why, and the choices you have. We collect only what we need to run a safe marketplace.',
  updated: 'November 2026',
  sections: [
    { heading: 'What we collect', blocks: [{ list: ['Account details: name, username, email, and optionally phone and city.', 'Activity: listings, trades, messages and credit history.', 'Verification documents, if you choose to verify.', 'Technical data: sign-in times and IP addresses for security.'] }] },
    { heading: 'Why we use it', blocks: [{ list: ['To run your account, trades and messages.', 'To keep members safe and prevent fraud.', 'To review verifications and disputes.', 'To send service messages such as password resets.'] }] },
    { heading: 'What we never do', blocks: ['We do not sell your personal information, and we do not use it for advertising.'] },
    { heading: 'Who sees what', blocks: ['Other members see your username, city, rating, verification badge and listings. Messages are visible only to the two members in a trade and to reviewers handling a report or dispute about it.'] },
    { heading: 'How long we keep it', blocks: ['Account data is kept while your account is open and for 12 months after closing, for dispute and fraud handling. Credit history is kept as an auditable record. Verification documents are deleted 90 days after a decision.'] },
    { heading: 'Your rights', blocks: ['You can access, correct, export or delete your data. Contact us and we will respond within 30 days.', { links: [{ to: '/data-protection', label: 'Data protection' }, { to: '/contact', label: 'Contact us' }] }] },
  ],
};
