import type { StaticContent } from '../types';

export const content: StaticContent = {
  title: 'Emergency Help',
  intro: 'What to do first when a crisis hits, and how BarterAid can help once everyone is safe.',
  sections: [
    {
      heading: 'If anyone is in danger',
      blocks: [
        { helpline: 'Call 911 first for fire, medical emergencies or violence. For urgent help finding food, shelter or transport, our 24/7 line is' },
        'BarterAid is not an emergency service. Members can help with supplies and skills, but they are not a replacement for first responders.',
      ],
    },
    {
      heading: 'The first hour',
      blocks: [
        {
          ordered: true,
          list: [
            'Get to safety and account for everyone in your household, including pets.',
            'Call 911 if anyone is hurt or trapped. Follow instructions from local officials.',
            'Turn off gas, water and electricity if you smell gas or see damage and it is safe to do so.',
            'Let one out-of-area contact know where you are; texts often get through when calls do not.',
            'Write down what you need most right now: water, medication, shelter, transport, charging.',
          ],
        },
      ],
    },
    {
      heading: 'Finding help on BarterAid',
      blocks: [
        'Post a need and mark it urgent. Urgent needs are shown first in the marketplace, and many members will trade for very few credits or accept later payment in skills.',
        'Every new member starts with 50 credits, enough for water, a hot meal or a short ride right away.',
        { links: [{ to: '/listings/new', label: 'Post an urgent need' }, { to: '/marketplace', label: 'Browse offers' }] },
      ],
    },
    {
      heading: 'Staying safe while trading in a crisis',
      blocks: [
        {
          list: [
            'Meet in public, well-lit places such as shelters, fire stations or community centers.',
            'Bring someone with you when you can, and tell a friend where you are going.',
            'Never share bank details, card numbers or passwords; BarterAid trades use credits only.',
            'Be wary of anyone who asks for cash up front or pressures you to decide quickly.',
          ],
        },
        { links: [{ to: '/safety', label: 'Read the full safety tips' }] },
      ],
    },
    {
      heading: 'Useful numbers',
      blocks: [
        {
          list: [
            'Emergency services: 911',
            '988 Suicide & Crisis Lifeline: call or text 988',
            'Disaster Distress Helpline: 1-800-985-5990',
            'Poison control: 1-800-222-1222',
            'Find local services (food, housing, utilities): dial 211',
          ],
        },
      ],
    },
    {
      heading: 'This page works offline',
      blocks: [
        'Once you have opened BarterAid on this device, this page and the safety tips stay available without a connection. Install the app from your browser menu to keep them one tap away.',
      ],
    },
  ],
};
