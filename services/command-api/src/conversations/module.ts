import type { CommandModule } from '../module';
import { conversationRoutes } from './routes';
import { conversationMailPlans } from './mail';

export const conversationsModule: CommandModule = {
  name: 'conversations',
  routes: conversationRoutes,
  mailPlans: conversationMailPlans,
};
