import { z } from 'zod';
import { multiLineText, singleLineText, verificationTypes, type VerificationDocument, type VerificationType } from '@barteraid/events';
import type { SameKeys, SameShape } from '@barteraid/events/contracts/common';
import { VERIFICATION_LIMITS, type VerificationSubmissionBody } from '@barteraid/events/contracts/verification';

/** The 50 states, for the EBT issuing state (spec section 3); two-letter codes are accepted too. */
export const US_STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan',
  MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio',
  OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia',
  WI: 'Wisconsin', WY: 'Wyoming',
};

export const BUSINESS_TYPES = [
  'Medical Services', 'Emergency Response', 'Security Services', 'Transportation', 'Communications', 'Utilities',
  'Food Services', 'Shelter Services', 'Other',
] as const;

const stateByName = new Map(Object.values(US_STATES).map((name) => [name.toLowerCase(), name]));

const missing = (label: string) => `Missing Information: Please enter ${label}.`;

/** A required line of text (or several, for the long fields). */
const text = (label: string, max: number = VERIFICATION_LIMITS.textMax, lines: 'single' | 'multi' = 'single') =>
  (lines === 'single' ? singleLineText : multiLineText)(capitalise(label), { error: missing(label) })
    .trim()
    .min(1, missing(label))
    .max(max, `${capitalise(label)} must be at most ${max} characters.`);

const longText = (label: string) => text(label, VERIFICATION_LIMITS.longTextMax, 'multi');

const capitalise = (label: string) => label.replace(/^(the |your )/, '').replace(/^./, (first) => first.toUpperCase());

/** A whole number given as a number or as digits in a string. */
const wholeNumber = (label: string, min: number, max: () => number, message: () => string) =>
  z
    .union([z.number(), z.string()], { error: missing(label) })
    .transform((value, ctx) => {
      const textValue = typeof value === 'number' ? String(value) : value.trim();
      if (textValue === '') {
        ctx.addIssue({ code: 'custom', message: missing(label) });
        return z.NEVER;
      }
      const number = /^\d+$/.test(textValue) ? Number(textValue) : Number.NaN;
      if (!Number.isSafeInteger(number) || number < min || number > max()) {
        ctx.addIssue({ code: 'custom', message: message() });
        return z.NEVER;
      }
      return number;
    });

const ein = (label: string) =>
  text(label).pipe(z.string().regex(/^\d{2}-?\d{7}$/, `${capitalise(label)} must be 9 digits, like 12-3456789.`));

const thisYear = () => new Date().getUTCFullYear();

const formSchemas: Record<VerificationType, z.ZodType<Record<string, string | number>>> = {
  ebt: z.object({
    // Only the last 4 digits ever reach the server's storage: anything longer is refused, not cut.
    ebtCardNumber: text('the last 4 digits of your EBT card', 40).pipe(
      z.string().regex(/^\d{4}$/, 'EBT Card Number: Please enter only the last 4 digits of your card.'),
    ),
    issuingState: text('the issuing state').transform((value, ctx) => {
      const name = stateByName.get(value.toLowerCase()) ?? US_STATES[value.toUpperCase()];
      if (!name) {
        ctx.addIssue({ code: 'custom', message: 'Issuing State: Please choose one of the 50 US states.' });
        return z.NEVER;
      }
      return name;
    }),
    householdSize: wholeNumber('your household size', 1, () => 50, () => 'Household Size must be a whole number from 1 to 50.'),
    monthlyBenefit: text('your monthly benefit'),
  }),
  church: z.object({
    organizationName: text('the organization name'),
    taxId: ein('the tax ID'),
    denomination: text('the denomination'),
    address: longText('the address'),
    pastor: text('the pastor or leader'),
    established: wholeNumber('the year established', 1600, thisYear, () => `Year Established must be a year from 1600 to ${thisYear()}.`),
    congregation: wholeNumber('the congregation size', 1, () => 1_000_000, () => 'Congregation Size must be a whole number from 1 to 1,000,000.'),
  }),
  government: z.object({
    agencyName: text('the agency name'),
    department: text('the department'),
    position: text('your position'),
    employeeId: text('your employee ID'),
    directSupervisor: text('your direct supervisor'),
    agencyPhone: text('the agency phone').pipe(
      z.string().regex(/^(?=(?:\D*\d){7,15}\D*$)[\d\s()+.\-x]+$/i, 'Agency Phone: Please enter a valid phone number.'),
    ),
    jurisdiction: text('the jurisdiction'),
  }),
  business: z.object({
    businessName: text('the business name'),
    businessType: text('the business type').pipe(
      z.enum(BUSINESS_TYPES, { error: `Business Type: Choose one of ${BUSINESS_TYPES.join(', ')}.` }),
    ),
    licenseNumber: text('the license number'),
    ein: ein('the EIN'),
    yearsOperation: wholeNumber('the years in operation', 0, () => 300, () => 'Years in Operation must be a whole number from 0 to 300.'),
    servicesOffered: longText('the services offered'),
    // Certifications apply only to some businesses.
    certifications: multiLineText('Certifications', { error: 'Certifications must be text.' })
      .trim()
      .max(VERIFICATION_LIMITS.longTextMax, `Certifications must be at most ${VERIFICATION_LIMITS.longTextMax} characters.`)
      .nullish()
      .transform((value) => value ?? ''),
  }),
};

const DOCUMENT_FILE = /\.(pdf|jpe?g|png)$/i;
const invalidFileType = 'Invalid File Type: Documents must be PDF, JPG, JPEG or PNG files.';
const missingDocuments = 'Missing Documents: Please upload at least one document.';

const documentName = singleLineText('Document name', { error: missingDocuments })
  .trim()
  .min(1, missingDocuments)
  .max(VERIFICATION_LIMITS.documentNameMax, `Document names must be at most ${VERIFICATION_LIMITS.documentNameMax} characters.`)
  .regex(DOCUMENT_FILE, invalidFileType);

const documentFields = z.object(
  {
    name: documentName,
    objectId: singleLineText('Document reference', { error: 'Document reference must be text.' }).trim().min(1).max(500).nullish(),
  },
  { error: 'Each document must be a file name or {name, objectId}.' },
);

/**
 * A document is a file name, or `{name, objectId}` once it was uploaded through
 * `POST /api/objects/upload`; both become `{name, objectId}`.
 */
const document = z.preprocess(
  (value) => (typeof value === 'string' ? { name: value } : value),
  documentFields.transform((value): VerificationDocument => ({ name: value.name, objectId: value.objectId ?? null })),
);

const documents = z
  .array(document, { error: missingDocuments })
  .min(1, missingDocuments)
  .max(VERIFICATION_LIMITS.documentsMax, `Too Many Documents: Please upload at most ${VERIFICATION_LIMITS.documentsMax} documents.`);

const typeSchema = z.object({
  verificationType: z.enum(verificationTypes, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' || issue.input === null
        ? 'Missing Information: Please choose a verification type.'
        : 'Invalid Verification Type: Choose ebt, church, government or business.',
  }),
});

export interface VerificationSubmission {
  verificationType: VerificationType;
  formData: Record<string, string | number>;
  documents: VerificationDocument[];
}

/** The body's fields the parser below reads (`status` only to ignore it). */
type ReadFields = keyof z.input<typeof typeSchema> | 'formData' | 'documents' | 'status';

// The body the client is told to send (`VerificationSubmissionBody` in the verification contract) is
// what this parser reads: the same fields, the same type enum, each document a file name or the
// same fields, form fields that are strings or numbers. These lines stop compiling when either side
// changes alone (a field added, renamed or retyped in the contract or here).
const _fieldsMatch: SameKeys<Record<ReadFields, unknown>, VerificationSubmissionBody> = true;
const _typeMatches: SameShape<z.input<typeof typeSchema>, Pick<VerificationSubmissionBody, 'verificationType'>> = true;
const _documentMatches: SameShape<z.input<typeof documentFields>, Exclude<VerificationSubmissionBody['documents'][number], string>> = true;
const _formDataMatches: SameShape<z.output<(typeof formSchemas)[VerificationType]>, VerificationSubmissionBody['formData']> = true;

/**
 * Parses `POST /api/user/verification` in two steps, so fields are checked against the chosen
 * type (fields of other types are dropped); throws a 400 on the first problem. `status` from the
 * client is ignored: a submission is always pending.
 */
export function parseVerificationSubmission(
  parse: <T extends z.ZodType>(schema: T, input: unknown) => z.infer<T>,
  body: unknown,
): VerificationSubmission {
  const { verificationType } = parse(typeSchema, body ?? {});
  const raw = (body ?? {}) as { [Field in ReadFields]?: unknown };
  const formData = raw.formData === null || typeof raw.formData !== 'object' || Array.isArray(raw.formData) ? {} : raw.formData;
  const parsed = parse(z.object({ formData: formSchemas[verificationType], documents }), { formData, documents: raw.documents });
  return { verificationType, formData: parsed.formData, documents: parsed.documents };
}
