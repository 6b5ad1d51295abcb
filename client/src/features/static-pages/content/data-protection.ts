import type { StaticContent } from '../types';

export const content: StaticContent = {
  title: 'Data Protection',
  intro: 'How we protect the information you trust us with, and how to exercise your rights.',
  sections: [
    { heading: 'Security measures', blocks: [{ list: ['All traffic is encrypted in transit (HTTPS).', 'Passwords are stored with a slow, salted hash; we never see them.', 'Access to verification documents is limited to trained reviewers and logged.', 'Sign-in attempts are rate-limited to stop password guessing.', 'Credit movements are recorded as an append-only history that can be audited.'] }] },
    { heading: 'Your rights', blocks: [{ list: ['Access: get a copy of your data.', 'Correction: fix anything inaccurate.', 'Deletion: close your account and erase personal data we do not need to keep by law.', 'Portability: receive your data in a machine-readable format.', 'Objection: ask us to stop a particular use.'] }, 'Send a request through the contact form with the subject “Data request”. We verify your identity and answer within 30 days.', { links: [{ to: '/contact', label: 'Make a data request' }] }] },
    { heading: 'Breaches', blocks: ['If a breach affects your data, we will tell you and the relevant authorities promptly, with what happened and what to do.'] },
    { heading: 'More detail', blocks: [{ links: [{ to: '/privacy', label: 'Privacy policy' }, { to: '/cookies', label: 'Cookie policy' }] }] },
  ],
};
