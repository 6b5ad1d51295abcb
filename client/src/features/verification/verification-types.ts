import type { VerificationType } from '@barteraid/events/contracts/verification';

export interface FormFieldSpec {
  name: string;
  label: string;
  kind?: 'text' | 'number' | 'textarea' | 'select' | 'tel';
  options?: string[];
  hint?: string;
  /** Not every member has one (the server accepts it empty). */
  optional?: boolean;
}

export interface VerificationTypeSpec {
  id: VerificationType;
  title: string;
  description: string;
  fields: FormFieldSpec[];
  documents: string[];
}

const states = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia',
  'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey',
  'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina',
  'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
];

/** Fields and documents per verification type (spec section 3). */
export const verificationTypes: VerificationTypeSpec[] = [
  {
    id: 'ebt',
    title: 'EBT cardholder',
    description: 'For food-assistance (EBT) cardholders.',
    fields: [
      { name: 'ebtCardNumber', label: 'EBT card number (last 4 digits)', hint: 'Only the last 4 digits; never enter the full card number.' },
      { name: 'issuingState', label: 'Issuing state', kind: 'select', options: states },
      { name: 'householdSize', label: 'Household size', kind: 'number' },
      { name: 'monthlyBenefit', label: 'Monthly benefit' },
    ],
    documents: ['EBT card (both sides)', 'Benefits letter', 'State ID'],
  },
  {
    id: 'church',
    title: 'Church organisation',
    description: 'For churches and faith organisations serving their community.',
    fields: [
      { name: 'organizationName', label: 'Organisation name' },
      { name: 'taxId', label: 'Tax ID (EIN)', hint: '9 digits, like 12-3456789' },
      { name: 'denomination', label: 'Denomination' },
      { name: 'address', label: 'Address', kind: 'textarea' },
      { name: 'pastor', label: 'Pastor or leader' },
      { name: 'established', label: 'Year established', kind: 'number' },
      { name: 'congregation', label: 'Congregation size', kind: 'number' },
    ],
    documents: ['Tax-exempt certificate', 'Charter or articles', 'Leader ID'],
  },
  {
    id: 'government',
    title: 'Government assistance or agency',
    description: 'For government agency staff coordinating assistance.',
    fields: [
      { name: 'agencyName', label: 'Agency name' },
      { name: 'department', label: 'Department' },
      { name: 'position', label: 'Position' },
      { name: 'employeeId', label: 'Employee ID' },
      { name: 'directSupervisor', label: 'Direct supervisor' },
      { name: 'agencyPhone', label: 'Agency phone', kind: 'tel' },
      { name: 'jurisdiction', label: 'Jurisdiction' },
    ],
    documents: ['ID badge', 'Official letter', 'Agency authorization'],
  },
  {
    id: 'business',
    title: 'Emergency-service business',
    description: 'For businesses that provide emergency services.',
    fields: [
      { name: 'businessName', label: 'Business name' },
      {
        name: 'businessType',
        label: 'Business type',
        kind: 'select',
        options: ['Medical Services', 'Emergency Response', 'Security Services', 'Transportation', 'Communications', 'Utilities', 'Food Services', 'Shelter Services', 'Other'],
      },
      { name: 'licenseNumber', label: 'License number' },
      { name: 'ein', label: 'EIN', hint: '9 digits, like 12-3456789' },
      { name: 'yearsOperation', label: 'Years in operation', kind: 'number' },
      { name: 'servicesOffered', label: 'Services offered', kind: 'textarea' },
      { name: 'certifications', label: 'Certifications', kind: 'textarea', optional: true },
    ],
    documents: ['Business license', 'EIN certificate', 'Professional license (if applicable)'],
  },
];
