export { Projector, type ProjectorOptions } from './projector';
export { allProjections } from './projections';
export type { Projection, ProjectedEvent, Outbox } from './projection';
export { recordNotification, notificationId, type NotificationInput, type NotificationView } from './notifications/record';
