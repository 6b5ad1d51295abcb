import type { StaticContent } from '../types';

export const content: StaticContent = {
  title: 'Cookie Policy',
  intro: 'BarterAid uses a small number of cookies: to keep you signed in and safe, and to remember your language. No advertising or tracking cookies.',
  updated: 'November 2026',
  sections: [
    { heading: 'Cookies we use', blocks: [{ list: ['Session cookie: keeps you signed in. Expires when you sign out, or after 30 days if you chose “Remember me”.', 'Security token cookie: protects your account from forged requests made by other websites.', 'Language cookie: remembers the language you chose, so each page arrives in it. Kept for a year.'] }] },
    { heading: 'Storage on your device', blocks: ['The app also keeps a copy of its pages and the helpline number on your device so emergency information works offline, and remembers whether you dismissed the install prompt. None of this is shared with anyone.'] },
    { heading: 'Your choices', blocks: ['Because these cookies are essential, BarterAid cannot work without them. You can delete them at any time in your browser settings; you will be signed out.'] },
  ],
};
