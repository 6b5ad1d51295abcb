import type { ProjectorModule } from '../module';
import { creditsProjection } from './projection';
import * as ledgerEntryProvenance from './migrations/0120_ledger_entry_provenance';
import * as ledgerLinesAsData from './migrations/0261_ledger_lines_as_data';
import * as creditLines from './migrations/0390_credit_lines';
import * as creditLineOverridePosition from './migrations/0400_credit_line_override_position';
import * as creditPolicyChanges from './migrations/0402_credit_policy_changes';

/** Its tables were created by the members module's migration 0003; their provenance columns are its own. */
export const creditsModule: ProjectorModule = {
  name: 'credits',
  projections: [creditsProjection],
  migrations: {
    '0120_ledger_entry_provenance': ledgerEntryProvenance,
    '0261_ledger_lines_as_data': ledgerLinesAsData,
    '0390_credit_lines': creditLines,
    '0400_credit_line_override_position': creditLineOverridePosition,
    '0402_credit_policy_changes': creditPolicyChanges,
  },
};
