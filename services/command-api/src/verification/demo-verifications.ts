import { deterministicId, streams, type VerificationType } from '@barteraid/events';
import { execute, loadStream, nowOf } from '../command-handling';
import type { FeatureSeed } from '../seed/seed';
import { verificationDecider } from './verification';

interface DemoVerification {
  email: string | 'owner';
  verificationType: VerificationType;
  formData: Record<string, string | number>;
  documents: string[];
  decision: 'approved' | 'rejected' | null;
}

/** Demo verifications: the owner and Maria approved (the star shows), Grace's church waiting in the queue. */
const demos: DemoVerification[] = [
  {
    email: 'owner',
    verificationType: 'business',
    formData: {
      businessName: 'BarterAid Community Exchange', businessType: 'Emergency Response', licenseNumber: 'OK-ER-20114', ein: '73-1234567',
      yearsOperation: 3, servicesOffered: 'Emergency barter marketplace and volunteer coordination', certifications: '',
    },
    documents: ['business-license.pdf', 'ein-certificate.pdf'],
    decision: 'approved',
  },
  {
    email: 'maria@example.org',
    verificationType: 'ebt',
    formData: { ebtCardNumber: '4821', issuingState: 'Texas', householdSize: 3, monthlyBenefit: '$536' },
    documents: ['ebt-card-front.jpg', 'ebt-card-back.jpg', 'benefits-letter.pdf'],
    decision: 'approved',
  },
  {
    email: 'grace@example.org',
    verificationType: 'church',
    formData: {
      organizationName: 'Grace Community Church', taxId: '72-7654321', denomination: 'Non-denominational',
      address: '410 Magnolia Ave\nBaton Rouge, LA 70802', pastor: 'Rev. Daniel Brooks', established: 1987, congregation: 320,
    },
    documents: ['tax-exempt-certificate.pdf', 'church-charter.pdf'],
    decision: null,
  },
];

/** Idempotent: a member whose verification stream has anything is left alone. */
export const seedDemoVerifications: FeatureSeed = async (context, seeded) => {
  const ownerEmail = seeded.logins.find((login) => login.role.startsWith('admin'))?.email;
  const adminId = ownerEmail ? seeded.memberIds.get(ownerEmail) : undefined;
  let position: number | null = null;
  for (const demo of demos) {
    const email = demo.email === 'owner' ? ownerEmail : demo.email;
    const memberId = email ? seeded.memberIds.get(email) : undefined;
    if (!memberId) continue;
    const stream = streams.verification(memberId);
    const { state } = await loadStream(context.store, stream, verificationDecider);
    if (state.current) continue;
    const now = nowOf(context).toISOString();
    const submitted = await execute(
      context,
      stream,
      verificationDecider,
      {
        type: 'SubmitVerification',
        submissionId: deterministicId('demo-verification', memberId),
        memberId,
        verificationType: demo.verificationType,
        formData: demo.formData,
        documents: demo.documents.map((name) => ({ name, objectId: null })),
        now,
      },
      { eventIds: (_index, event) => deterministicId('demo-verification-event', memberId, event.type) },
    );
    position = submitted.position ?? position;
    if (demo.decision && adminId) {
      const decided = await execute(
        context,
        stream,
        verificationDecider,
        { type: 'DecideVerification', memberId, decision: demo.decision, by: adminId, reason: null, now },
        { eventIds: (_index, event) => deterministicId('demo-verification-event', memberId, event.type) },
      );
      position = decided.position ?? position;
    }
  }
  return position;
};
