import type { StaticContent } from '../static-pages';

/** The help text of `/disputes` (signed-in members also see their own disputes there). */
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
        {
          ordered: true,
          list: [
            'Open the trade in Messages and choose “Open a dispute”. You can do this while the trade is accepted, and for 14 days after it is completed.',
            'Say what was agreed and what happened, in at least 20 characters.',
            'Attach up to 5 photos or PDFs, such as pictures of what you received. Only the other member and administrators can see them.',
            'While the dispute is open, the held credits are frozen: nobody can release, return or cancel them. Both of you can add details on the dispute’s page, and we tell you both when it is decided.',
          ],
        },
        { links: [{ to: '/messages', label: 'Go to your trades' }] },
      ],
    },
    {
      heading: 'How we decide',
      blocks: [
        'A reviewer reads the trade’s messages and history and may ask both members for more information. Outcomes include returning held credits, releasing them, splitting them, or account action when the guidelines were broken. Every credit movement is recorded in an auditable history.',
        'For a completed trade, credits that go back to the paying member come from the paid member’s balance, as far as it allows; the decision says if any part could not be covered.',
      ],
    },
    {
      heading: 'Appeals',
      blocks: ['If you disagree with a decision, write in the dispute’s messages within 14 days with anything new. A different reviewer will look at it.'],
    },
  ],
};
