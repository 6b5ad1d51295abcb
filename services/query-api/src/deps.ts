import type { Config, Db } from '@barteraid/infra';

export interface QueryApiDeps {
  db: Db;
  config: Config;
  internalSecret: string;
}
