import type { StaticContent } from '../types';

export const content: StaticContent = {
  title: 'Accessibility',
  intro: 'BarterAid should work for everyone, including people using screen readers, keyboards, magnifiers and older phones.',
  sections: [
    { heading: 'Our goal', blocks: ['We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across the whole product.'] },
    { heading: 'What we do', blocks: [{ list: ['Every action works with a keyboard, with a visible focus indicator.', 'Forms have labels and say clearly what went wrong.', 'Text meets contrast requirements and pages reflow on small screens and at 200% zoom.', 'Notifications are announced to screen readers; press F8 to jump to them.', 'Pages are light so they load on slow connections, and key help pages work offline.'] }] },
    { heading: 'Known limitations', blocks: ['Some images uploaded by members may lack descriptions. We encourage members to describe items in the listing text.'] },
    { heading: 'Tell us about a barrier', blocks: ['If something is hard to use, please tell us what you were trying to do and which device or assistive technology you use. We reply within 5 business days.', { links: [{ to: '/contact', label: 'Contact us' }] }, { helpline: 'Or call our 24/7 line:' }] },
  ],
};
