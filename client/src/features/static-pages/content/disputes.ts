import type { StaticContent } from '../types';

export const content: StaticContent = {
  title: 'Disputes',
  intro: 'When a trade does not go as agreed, here is how we help you put it right.',
  sections: [
    {
      heading: 'Talk first',
      blocks: ['Most problems are misunderstandings. Message the other member, explain what went wrong and suggest a fix: a partial refund of credits, a replacement or finishing the work.'],
    },
    {
      heading: 'Do not mark the trade complete',
      blocks: ['While a trade is accepted but not complete, its credits stay held. Completing the trade releases them, so only complete it when you have what was agreed.'],
    },
    {
      heading: 'Opening a dispute',
      blocks: [
        { ordered: true, list: ['Go to Report a problem and choose “Trade dispute”.', 'Include the trade, what was agreed and what happened.', 'Attach details such as dates and messages; keep the conversation in BarterAid.', 'We reply within 2 business days, sooner for urgent needs.'] },
        { links: [{ to: '/report', label: 'Open a dispute' }] },
      ],
    },
    {
      heading: 'How we decide',
      blocks: [
        'A reviewer reads the trade’s messages and history and may ask both members for more information. Outcomes include returning held credits, releasing them, splitting them, or account action when the guidelines were broken. Every credit movement is recorded in an auditable history.',
      ],
    },
    {
      heading: 'Appeals',
      blocks: ['If you disagree with a decision, reply to our message within 14 days with anything new. A different reviewer will look at it.'],
    },
  ],
};
