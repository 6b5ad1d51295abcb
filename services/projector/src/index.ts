export { POSTGRES_REBUILD_CONCURRENCY, Projector, type ProjectorOptions } from './projector';
export { allProjections, readModelMigrations } from './projections';
export type { ProjectorModule } from './module';
export type { Projection, ProjectedEvent, Outbox } from './projection';
export { recordNotification, notificationId, type NotificationInput, type NotificationView } from './notifications/record';
export { serveProjectorOperations, watchProjections } from './operations';
export { projectorDbOf, type ProjectorDb } from './read-models';
