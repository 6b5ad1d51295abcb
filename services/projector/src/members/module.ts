import type { ProjectorModule } from '../module';
import { membersProjection } from './projection';
import * as membersAndCredits from './migrations/0003_members_and_credits';
import * as memberTradeCount from './migrations/0040_member_trade_count_read_time';
import * as memberClosing from './migrations/0171_member_closing';
import * as memberLanguage from './migrations/0172_member_language';
import * as memberEmailChangeSessions from './migrations/0200_member_email_change_sessions';
import * as memberEmailConfirmation from './migrations/0301_member_email_confirmation';
import * as memberAreas from './migrations/0320_member_areas';

export const membersModule: ProjectorModule = {
  name: 'members',
  projections: [membersProjection],
  migrations: {
    // Created the credits tables too, before each read model owned its migrations.
    '0003_members_and_credits': membersAndCredits,
    '0040_member_trade_count_read_time': memberTradeCount,
    '0171_member_closing': memberClosing,
    '0172_member_language': memberLanguage,
    '0200_member_email_change_sessions': memberEmailChangeSessions,
    '0301_member_email_confirmation': memberEmailConfirmation,
    '0320_member_areas': memberAreas,
  },
};
