import type { ProjectorModule } from '../module';
import { priceGuideProjection } from './projection';
import * as priceGuide from './migrations/0031_price_guide';

export const priceGuideModule: ProjectorModule = {
  name: 'price-guide',
  projections: [priceGuideProjection],
  migrations: { '0031_price_guide': priceGuide },
};
