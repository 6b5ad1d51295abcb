/** The home page. */
export const landing = {
  gift: '50 free credits when you join',
  title: 'Trade what you have for what you need, even when cash runs out.',
  intro: 'BarterAid is a marketplace where neighbors swap goods, services and skills using barter credits. Built for hard times and emergencies, open to everyone.',
  browse: 'Browse the marketplace',
  join: 'Join free and get 50 credits',
  howItWorks: 'How it works',
  emergencyTitle: 'In an emergency right now?',
  emergencyText: 'If anyone is in danger, call 911 first. For urgent help finding food, shelter or transport, our line is open 24/7.',
  emergencyLink: 'What to do first in an emergency',
  howIntro: 'Three steps from signing up to getting what you need.',
  step: 'Step {{number}}: ',
  steps: {
    join: { title: 'Join & Verify', text: 'Create a free account in two minutes and get 50 barter credits. Verify to unlock free assistance and emergency memberships.' },
    list: { title: 'List & Trade', text: 'Post what you can offer and what you need: food, shelter, rides, repairs, skills. Agree on a fair credit price with a neighbor.' },
    earn: { title: 'Earn Credits', text: 'Every trade you complete earns credits you can spend on what you need next. One credit is worth one dollar.' },
  },
  numbers: 'BarterAid in numbers',
  stats: {
    traders: 'active traders',
    trust: 'trust rating',
    support: 'emergency support',
  },
  valuesTitle: 'What we stand for',
  values: {
    emergencies: { title: 'Emergencies first', text: 'Urgent needs are flagged and surfaced first, so help reaches people when it matters most.' },
    safety: { title: 'Safety and trust', text: 'Verified members, held credits on every trade and clear dispute steps keep exchanges honest.' },
    fair: { title: 'Fair for everyone', text: 'A pricing guide and a fair-price assistant keep trades balanced, with no cash needed.' },
    community: { title: 'Community owned', text: 'Neighbors helping neighbors: free memberships for people on assistance and for emergency services.' },
  },
  ctaTitle: 'Ready to trade with your neighbors?',
  ctaText:
    'Standard membership is $10/month. People on government assistance, EBT cardholders, churches and emergency-service businesses trade free after verification.',
  getStarted: 'Get Started',
  membership: 'View Membership Options',
};

declare module '../../i18n/types' {
  interface PageTexts {
    landing: typeof landing;
  }
}
