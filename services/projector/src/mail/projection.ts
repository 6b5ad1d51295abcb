import { defineProjection } from '../projection';

/** The latest choice per member and kind of mail. */
export const mailPreferencesProjection = defineProjection({
  name: 'mail_preferences',
  tables: ['mail_preferences'],
  handles: ['MailPreferenceChanged'],
  async apply(event, trx) {
    const row = {
      member_id: event.data.memberId,
      kind: event.data.kind,
      enabled: event.data.enabled,
      changed_at: new Date(event.data.changedAt),
    };
    await trx
      .insertInto('mail_preferences')
      .values(row)
      .onConflict((oc) => oc.columns(['member_id', 'kind']).doUpdateSet({ enabled: row.enabled, changed_at: row.changed_at }))
      .execute();
  },
});
