import type { CommandModule } from '../module';
import { conversationRoutes } from './routes';

export const conversationsModule: CommandModule = {
  name: 'conversations',
  routes: conversationRoutes,
};
