import type { Migration } from 'kysely';
import type { Projection } from './projection';
import { projectorModules } from './modules';

/** Every read model the projector maintains, from its modules. */
export const allProjections: readonly Projection[] = projectorModules.flatMap((module) =>
  typeof module.projections === 'function' ? module.projections(projectorModules) : module.projections,
);

/** The migrations of every read model's tables, from its modules (the platform's own come from infra). */
export const readModelMigrations: Record<string, Migration> = {};
for (const module of projectorModules) {
  for (const [name, migration] of Object.entries(module.migrations ?? {})) {
    // Two modules naming a migration alike would silently drop one of them.
    if (name in readModelMigrations) throw new Error(`Migration ${name} is declared twice (module ${module.name})`);
    readModelMigrations[name] = migration;
  }
}
