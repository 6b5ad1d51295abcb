import type { MembershipTier } from '@barteraid/events/contracts/members';

export interface TierInfo {
  id: MembershipTier;
  name: string;
  price: string;
  summary: string;
  features: string[];
}

export const tiers: TierInfo[] = [
  {
    id: 'standard',
    name: 'Standard Member',
    price: '$10/month',
    summary: 'Full marketplace access for everyone.',
    features: ['Unlimited listings and trades', '2x welcome credits: 50 more with your first payment', 'Priority verification review', '24/7 priority support'],
  },
  {
    id: 'free_assistance',
    name: 'Assistance Member',
    price: 'Free after verification',
    summary: 'For people on government assistance, EBT cardholders and church organisations.',
    features: ['Everything in Standard', 'No monthly fee', 'Priority on urgent needs', 'Verification reviewed in 3-5 business days'],
  },
  {
    id: 'emergency_business',
    name: 'Emergency Services Business',
    price: 'Free after verification',
    summary: 'For businesses that provide emergency services to the community.',
    features: ['Everything in Standard', 'Verified business badge', 'Emergency listing highlights', 'Verification reviewed in 3-5 business days'],
  },
  {
    id: 'guest_trial',
    name: 'Guest Trial',
    price: 'Free for 60 days',
    summary: 'For invited guests trying BarterAid with an invitation code.',
    features: ['Full access for 60 days', 'Requires an invitation code', 'Upgrade any time'],
  },
];

export const tierName = (id: string) => tiers.find((tier) => tier.id === id)?.name ?? id;
