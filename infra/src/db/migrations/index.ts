import type { Migration } from 'kysely';
import * as eventStore from './0001_event_store';
import * as platform from './0002_platform';
import * as eventStoreAppend from './0003_event_store_append';
import * as processCheckpoints from './0021_process_checkpoints';
import * as uploads from './0060_uploads';
import * as idempotencyKeys from './0070_idempotency_keys';
import * as checkpoints from './0080_checkpoints';
import * as eventLogHashes from './0120_event_log_hashes';
import * as eventCausationIndex from './0121_event_causation_index';
import * as mailOutbox from './0130_mail_outbox';
import * as memberKeys from './0170_member_keys';
import * as pushOutbox from './0340_push_outbox';
import * as smsOutbox from './0342_sms_outbox';
import * as photoSizes from './0380_photo_sizes';
import * as smsLadder from './0344_sms_ladder';
import * as pushClicks from './0421_push_clicks';
import * as mailClaims from './0460_mail_claims';

/**
 * The tables every process needs, run by every service at start. Read models' migrations live with
 * the projection that owns them and come in through the projector's modules. Names sort in the
 * order they run, across both sets; 0060 created the stored files with the uploads read model,
 * before read models owned their migrations, so it stays here.
 */
export const platformMigrations: Record<string, Migration> = {
  '0001_event_store': eventStore,
  '0002_platform': platform,
  '0003_event_store_append': eventStoreAppend,
  '0021_process_checkpoints': processCheckpoints,
  '0060_uploads': uploads,
  '0070_idempotency_keys': idempotencyKeys,
  '0080_checkpoints': checkpoints,
  '0120_event_log_hashes': eventLogHashes,
  '0121_event_causation_index': eventCausationIndex,
  '0130_mail_outbox': mailOutbox,
  '0170_member_keys': memberKeys,
  '0340_push_outbox': pushOutbox,
  '0342_sms_outbox': smsOutbox,
  '0380_photo_sizes': photoSizes,
  '0344_sms_ladder': smsLadder,
  '0421_push_clicks': pushClicks,
  '0460_mail_claims': mailClaims,
};
