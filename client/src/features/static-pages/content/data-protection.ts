import type { StaticContent } from '../types';

export const content: StaticContent = {
  title: 'Data Protection',
  intro: 'How we protect the information you trust us with, and how to exercise your rights.',
  sections: [
    { heading: 'Security measures', blocks: [{ list: ['All traffic is encrypted in transit (HTTPS).', 'Passwords are stored with a slow, salted hash; we never see them.', 'Access to verification documents is limited to trained reviewers and logged.', 'Sign-in attempts are rate-limited to stop password guessing.', 'Credit movements are recorded as an append-only history that can be audited.'] }] },
    {
      heading: 'Closing your account',
      blocks: [
        'You can close your account yourself in Settings, with your password. Your listings are taken down, you are signed out everywhere, and everywhere your name appeared it shows “Former member”.',
        'Your name, username, email, phone, location, verification details, and what you write to our team while signed in (the contact form, reports and membership applications), are kept in our records sealed with a key that belongs to you alone, kept apart from the records. Closing your account destroys that key: from then on nobody can read those details — not other members, not our team, not a copy of our records. Your picture and uploaded documents are deleted. Your email and username are free to be used again.',
        'What stays: the credits you earned and spent, because every other member’s balance depends on them adding up (they show as belonging to a former member), and what you published for everyone — your listings’ texts and your messages in conversations with other members.',
        'A message sent through the contact form without signing in belongs to no account: it is kept as sent, so that we can answer it. To have it removed, ask us through the contact form.',
        'Records made before this protection existed (accounts opened before November 2026) keep the details they were written with: for those, write to us through the contact form and we will remove what the law lets us.',
        { links: [{ to: '/settings', label: 'Go to Settings' }] },
      ],
    },
    { heading: 'Your rights', blocks: [{ list: ['Access: get a copy of your data.', 'Correction: fix anything inaccurate.', 'Deletion: close your account in Settings; your personal details can no longer be read by anyone.', 'Portability: receive your data in a machine-readable format.', 'Objection: ask us to stop a particular use.'] }, 'Send a request through the contact form with the subject “Data request”. We verify your identity and answer within 30 days.', { links: [{ to: '/contact', label: 'Make a data request' }] }] },
    { heading: 'Breaches', blocks: ['If a breach affects your data, we will tell you and the relevant authorities promptly, with what happened and what to do.'] },
    { heading: 'More detail', blocks: [{ links: [{ to: '/privacy', label: 'Privacy policy' }, { to: '/cookies', label: 'Cookie policy' }] }] },
  ],
};
