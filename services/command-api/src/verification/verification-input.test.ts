import { describe, expect, it } from 'vitest';
import { parseWith, HttpError } from '@barteraid/infra';
import { verificationDecisionSchema } from '@barteraid/events/contracts/verification';
import { parseVerificationSubmission } from './verification-input';

const parse = (body: unknown) => parseVerificationSubmission(parseWith, body);
const messageOf = (body: unknown) => {
  try {
    parse(body);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    throw error;
  }
};

const ebt = {
  verificationType: 'ebt',
  formData: { ebtCardNumber: '1234', issuingState: 'texas', householdSize: '3', monthlyBenefit: '$420' },
  documents: ['card-front.jpg'],
  status: 'approved',
};

describe('verification submission validation', () => {
  it('accepts an EBT submission: state names normalised, numbers as numbers, documents as references', () => {
    expect(parse(ebt)).toEqual({
      verificationType: 'ebt',
      formData: { ebtCardNumber: '1234', issuingState: 'Texas', householdSize: 3, monthlyBenefit: '$420' },
      documents: [{ name: 'card-front.jpg', objectId: null }],
    });
    expect(parse({ ...ebt, formData: { ...ebt.formData, issuingState: 'NY' } }).formData.issuingState).toBe('New York');
  });

  it('ignores the client status and fields of other types', () => {
    const parsed = parse({ ...ebt, formData: { ...ebt.formData, businessName: 'Acme' } });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed.formData).not.toHaveProperty('businessName');
  });

  it('accepts uploaded documents as {name, objectId}', () => {
    expect(parse({ ...ebt, documents: [{ name: 'letter.pdf', objectId: 'obj-1' }, 'id.PNG'] }).documents).toEqual([
      { name: 'letter.pdf', objectId: 'obj-1' },
      { name: 'id.PNG', objectId: null },
    ]);
  });

  it('names the type, each missing field and each malformed one', () => {
    expect(messageOf({ ...ebt, verificationType: undefined })).toBe('Missing Information: Please choose a verification type.');
    expect(messageOf({ ...ebt, verificationType: 'military' })).toBe('Invalid Verification Type: Choose ebt, church, government or business.');
    expect(messageOf({ ...ebt, formData: { ...ebt.formData, ebtCardNumber: ' ' } })).toBe(
      'Missing Information: Please enter the last 4 digits of your EBT card.',
    );
    expect(messageOf({ ...ebt, formData: { ...ebt.formData, ebtCardNumber: '4111222233334444' } })).toBe(
      'EBT Card Number: Please enter only the last 4 digits of your card.',
    );
    expect(messageOf({ ...ebt, formData: { ...ebt.formData, ebtCardNumber: '12a4' } })).toBe(
      'EBT Card Number: Please enter only the last 4 digits of your card.',
    );
    expect(messageOf({ ...ebt, formData: { ...ebt.formData, issuingState: 'Puerto Rico' } })).toBe(
      'Issuing State: Please choose one of the 50 US states.',
    );
    expect(messageOf({ ...ebt, formData: { ...ebt.formData, householdSize: 'three' } })).toBe(
      'Household Size must be a whole number from 1 to 50.',
    );
    expect(messageOf({ ...ebt, formData: undefined })).toBe('Missing Information: Please enter the last 4 digits of your EBT card.');
  });

  it('checks church, government and business fields', () => {
    const church = {
      verificationType: 'church',
      formData: {
        organizationName: 'Grace Chapel', taxId: '12-3456789', denomination: 'Baptist', address: '1 Main St\nAustin, TX',
        pastor: 'Rev. Lee', established: '1998', congregation: 240,
      },
      documents: ['certificate.pdf'],
    };
    expect(parse(church).formData).toMatchObject({ established: 1998, congregation: 240 });
    expect(messageOf({ ...church, formData: { ...church.formData, established: '3020' } })).toMatch(/^Year Established must be a year from 1600 to \d{4}\.$/);
    expect(messageOf({ ...church, formData: { ...church.formData, taxId: '123' } })).toBe('Tax ID must be 9 digits, like 12-3456789.');
    expect(messageOf({ ...church, formData: { ...church.formData, pastor: '' } })).toBe('Missing Information: Please enter the pastor or leader.');

    const government = {
      verificationType: 'government',
      formData: {
        agencyName: 'FEMA', department: 'Response', position: 'Coordinator', employeeId: 'E-1', directSupervisor: 'J. Doe',
        agencyPhone: '(202) 555-0100', jurisdiction: 'Region 6',
      },
      documents: ['badge.jpeg'],
    };
    expect(parse(government).formData.agencyPhone).toBe('(202) 555-0100');
    expect(messageOf({ ...government, formData: { ...government.formData, agencyPhone: 'call me' } })).toBe(
      'Agency Phone: Please enter a valid phone number.',
    );

    const business = {
      verificationType: 'business',
      formData: {
        businessName: 'Rapid Rescue', businessType: 'Emergency Response', licenseNumber: 'L-77', ein: '987654321',
        yearsOperation: '12', servicesOffered: 'Water rescue',
      },
      documents: ['license.pdf'],
    };
    expect(parse(business).formData).toMatchObject({ yearsOperation: 12, certifications: '' });
    expect(messageOf({ ...business, formData: { ...business.formData, businessType: 'Bakery' } })).toMatch(/^Business Type: Choose one of Medical Services, /);
    expect(messageOf({ ...business, formData: { ...business.formData, yearsOperation: '-1' } })).toBe(
      'Years in Operation must be a whole number from 0 to 300.',
    );
  });

  it('requires at least one PDF, JPG, JPEG or PNG document', () => {
    expect(messageOf({ ...ebt, documents: [] })).toBe('Missing Documents: Please upload at least one document.');
    expect(messageOf({ ...ebt, documents: undefined })).toBe('Missing Documents: Please upload at least one document.');
    expect(messageOf({ ...ebt, documents: ['notes.docx'] })).toBe('Invalid File Type: Documents must be PDF, JPG, JPEG or PNG files.');
    expect(messageOf({ ...ebt, documents: Array.from({ length: 11 }, (_, i) => `page-${i}.png`) })).toBe(
      'Too Many Documents: Please upload at most 10 documents.',
    );
  });

  it('reads an admin decision', () => {
    expect(verificationDecisionSchema.parse({ status: 'rejected', reason: ' blurry ' })).toEqual({ status: 'rejected', reason: 'blurry' });
    expect(verificationDecisionSchema.parse({ status: 'approved' })).toEqual({ status: 'approved', reason: null });
    expect(verificationDecisionSchema.safeParse({ status: 'pending' }).error?.issues[0]?.message).toBe('Status must be approved or rejected.');
  });
});
