import type { ProjectedEventOf, ProjectionTransaction } from '../projection';

/**
 * Credit lines as the ledger's events give them (part of the credits projection, whose balances
 * read the line): the line with its parts (what the credits answer
 * and the admin's member page show), each change with its event, relief lines (what the relief
 * rule finds due), write-offs and overrides (admin analytics), and the admins' changes of the
 * defaults (the admin page's current policy and its history).
 */
export const creditLineTables = ['credit_lines', 'credit_line_changes', 'relief_lines', 'debt_write_offs', 'credit_line_overrides', 'credit_policy_changes'] as const;
export const creditLineEvents = ['CreditLineChanged', 'ReliefLineGranted', 'ReliefLineEnded', 'DebtWrittenOff', 'CreditLineOverridden', 'CreditPolicyChanged'] as const;

export async function applyCreditLineEvent(event: ProjectedEventOf<(typeof creditLineEvents)[number]>, trx: ProjectionTransaction): Promise<void> {
  {
    switch (event.type) {
      case 'CreditLineChanged': {
        const { memberId, tier, tierLineCents, earnedCents, reliefCents, lineCents, ceilingCents, previousLineCents, reason, changedBy } = event.data;
        const parts = { tier, tier_line_cents: tierLineCents, earned_cents: earnedCents, relief_cents: reliefCents, line_cents: lineCents, ceiling_cents: ceilingCents, updated_at: event.createdAt };
        await trx
          .insertInto('credit_lines')
          .values({ member_id: memberId, ...parts })
          .onConflict((oc) => oc.column('member_id').doUpdateSet(parts))
          .execute();
        await trx
          .insertInto('credit_line_changes')
          .values({
            id: event.id,
            member_id: memberId,
            reason,
            line_cents: lineCents,
            previous_line_cents: previousLineCents,
            tier_line_cents: tierLineCents,
            earned_cents: earnedCents,
            relief_cents: reliefCents,
            changed_by: changedBy,
            position: event.position,
            stream_name: event.streamName,
            stream_revision: event.revision,
            created_at: event.createdAt,
          })
          .execute();
        return;
      }
      case 'ReliefLineGranted': {
        const { reliefId, memberId, amountCents, reason, endsAt, grantedBy, grantedAt } = event.data;
        await trx
          .insertInto('relief_lines')
          .values({ id: reliefId, member_id: memberId, amount_cents: amountCents, reason, ends_at: new Date(endsAt), granted_by: grantedBy, granted_at: new Date(grantedAt), ended_at: null, ended_reason: null })
          .execute();
        return;
      }
      case 'ReliefLineEnded':
        await trx
          .updateTable('relief_lines')
          .set({ ended_at: new Date(event.data.endedAt), ended_reason: event.data.reason })
          .where('id', '=', event.data.reliefId)
          .execute();
        return;
      case 'DebtWrittenOff':
        if (event.data.amountCents === 0) return;
        await trx
          .insertInto('debt_write_offs')
          .values({ id: event.id, member_id: event.data.memberId, amount_cents: event.data.amountCents, closing: event.data.closing, written_off_at: new Date(event.data.writtenOffAt) })
          .execute();
        return;
      case 'CreditLineOverridden': {
        const { memberId, adminId, reason, amountCents, overriddenAt } = event.data;
        await trx
          .insertInto('credit_line_overrides')
          .values({ id: event.id, member_id: memberId, admin_id: adminId, reason, amount_cents: amountCents, overridden_at: new Date(overriddenAt), position: event.position })
          .execute();
        return;
      }
      case 'CreditPolicyChanged': {
        const { policy, changedBy, reason, changedAt } = event.data;
        await trx
          .insertInto('credit_policy_changes')
          .values({ id: event.id, policy: JSON.stringify(policy), changed_by: changedBy, reason, changed_at: new Date(changedAt), position: event.position })
          .execute();
        return;
      }
    }
  }
}
