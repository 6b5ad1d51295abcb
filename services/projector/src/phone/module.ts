import type { ProjectorModule } from '../module';
import { memberPhonesProjection } from './projection';
import * as memberPhones from './migrations/0343_member_phones';

export const phoneModule: ProjectorModule = {
  name: 'phone',
  projections: [memberPhonesProjection],
  migrations: { '0343_member_phones': memberPhones },
};
