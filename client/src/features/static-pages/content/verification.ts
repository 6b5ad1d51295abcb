import type { StaticContent } from '../types';

export const content: StaticContent = {
  title: 'Verification',
  intro: 'Verification builds trust and unlocks free memberships for people and organisations who need them most.',
  sections: [
    {
      heading: 'Who can verify',
      blocks: [
        {
          list: [
            'EBT cardholders: free Assistance membership.',
            'People on government assistance and government agency staff.',
            'Church organisations.',
            'Emergency-service businesses: free Emergency Services Business membership.',
          ],
        },
      ],
    },
    {
      heading: 'Documents by type',
      blocks: [
        { list: ['EBT: both sides of your EBT card, a benefits letter and a state ID.', 'Church: tax-exempt certificate, charter or articles, and the leader’s ID.', 'Government: ID badge, an official letter and agency authorization.', 'Business: business license, EIN certificate and professional license if applicable.'] },
        'Files can be PDF, JPG, JPEG or PNG, up to 5MB each. Cover all but the last four digits of card numbers.',
      ],
    },
    {
      heading: 'What happens next',
      blocks: [
        'Your verification is pending while a reviewer checks it, usually 3-5 business days. You will see the result on your dashboard. Approved members get a verified badge next to their name.',
        { links: [{ to: '/verification-forms', label: 'Start verification' }] },
      ],
    },
    {
      heading: 'How we handle your documents',
      blocks: ['Documents are used only to verify you, seen only by reviewers and deleted 90 days after a decision. See data protection for details.', { links: [{ to: '/data-protection', label: 'Data protection' }] }],
    },
  ],
};
