export interface FaqCategory {
  name: string;
  questions: { q: string; a: string }[];
}

export const faq: FaqCategory[] = [
  {
    name: 'Getting started',
    questions: [
      { q: 'What is BarterAid?', a: 'A marketplace where members trade goods, services and skills using barter credits instead of cash, with a focus on helping during emergencies.' },
      { q: 'How do I join?', a: 'Select Get Started, fill in your details and choose a membership. You receive 50 barter credits as a welcome bonus.' },
      { q: 'Who is BarterAid for?', a: 'Anyone. People on government assistance, EBT cardholders, church organisations and emergency-service businesses can trade free after verification.' },
    ],
  },
  {
    name: 'Credits and pricing',
    questions: [
      { q: 'What is a barter credit worth?', a: 'One credit is displayed as worth one US dollar, so prices are easy to compare. Credits cannot be cashed out.' },
      { q: 'How do I earn credits?', a: 'Complete trades where you provide goods, services or skills. The credits agreed in the trade move to you when the member paying confirms, or automatically 7 days after you mark it delivered.' },
      { q: 'How do I know what price is fair?', a: 'Use the Pricing Guide: it shows typical ranges for common items, services and skills, and the Smart Pricing Assistant suggests a fair price.' },
      { q: 'What happens to credits during a trade?', a: 'When a trade is accepted the credits are held. They move when the member paying marks the trade complete (or 7 days after the other member marked it delivered, if the payer neither confirms nor reports a problem), or return if it is cancelled or resolved in your favour.' },
      { q: 'What is a credit line?', a: 'It lets you trade before you have earned: your balance may go below zero, down to your credit line, so you can take a meal or a repair today and give back later. Verified free-tier members start with 50 credits of line and standard members with an active payment with 25; each new member who pays you in a completed trade adds 5 more, up to 50. In a hard moment an administrator can open a relief line for a set time. Nothing is charged and there is no interest: going below zero is a debt to the community that you repay by giving to other members. Your dashboard shows your balance, what is held, your line and what you can spend now; no other member ever sees them.' },
      { q: 'What if my credit line gets smaller?', a: 'When a relief line ends or your membership changes, nothing is taken from you. If you owe more than your new line, you cannot spend until credits come in from trades; your statement shows every change of your line and why.' },
    ],
  },
  {
    name: 'Memberships and verification',
    questions: [
      { q: 'How much does membership cost?', a: 'Standard membership is $10/month. Assistance and emergency business memberships are free after verification. Guest trials are free for 60 days with an invitation code.' },
      { q: 'What do standard members get?', a: 'Three premium benefits. 2x welcome credits: your 50-credit welcome bonus is doubled once, with 50 more credits when your first $10 payment is received; it shows on your credit history as a grant from BarterAid, and trades themselves pay the same for everyone. Priority access: your verification is reviewed before the rest of the queue. 24/7 priority support: your messages to the BarterAid team are answered first, and the helpline is open around the clock.' },
      { q: 'When does standard membership start, and how do I cancel?', a: 'It starts when your first payment is received (until then your membership shows "pending payment"). Cancel any time from the Membership page: it ends at the end of the period you paid for. If a membership ends, or a guest trial runs out, you keep your account, listings and credits; you only lose the membership\'s benefits. We remind guests 7 days and 1 day before their trial ends.' },
      { q: 'Which free membership does my verification give me?', a: 'EBT cardholders and people on government assistance qualify for Assistance Member; churches and emergency-service businesses for Emergency Services Business. If you applied for that membership (or chose it when you registered) it becomes yours when your verification is approved; otherwise the Membership page offers it to you.' },
      { q: 'How long does verification take?', a: 'Reviews take 3-5 business days. You can keep trading in the meantime.' },
      { q: 'What documents do I need?', a: 'It depends on your category, for example an EBT card and state ID, or a business license and EIN certificate. See the Verification page for the full list.' },
    ],
  },
  {
    name: 'Safety and trust',
    questions: [
      { q: 'How do I stay safe when meeting someone?', a: 'Meet in public places, bring a friend, keep messages in BarterAid and do not mark a trade complete until you have what was agreed.' },
      { q: 'What if a trade goes wrong?', a: 'Message the other member first. If that does not resolve it, open a dispute from Report a Problem; held credits stay frozen while we review.' },
      { q: 'Is there help in an emergency?', a: 'Yes. Our helpline is open 24/7 and the Emergency Help page explains what to do first. Always call 911 if anyone is in danger.' },
    ],
  },
];
