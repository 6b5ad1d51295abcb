import type { Migration } from 'kysely';
import type { NotificationSource, Projection } from './projection';

/**
 * Everything one feature adds to the projector, registered once in `modules.ts`: its read models,
 * the migrations of the tables they own (their types sit beside them in `tables.ts`) and the
 * stored notifications it records.
 */
export interface ProjectorModule {
  name: string;
  /**
   * Its read models. A function when one gathers what every module contributes: the bell's
   * projection records all modules' notification sources.
   */
  projections: readonly Projection[] | ((modules: readonly ProjectorModule[]) => readonly Projection[]);
  /** Turn this feature's events into stored notifications (recorded by the notifications projection). */
  notificationSources?: readonly NotificationSource[];
  /** Migrations of its tables, named `NNNN_what`: names sort in the order they run, across every module. */
  migrations?: Record<string, Migration>;
}
