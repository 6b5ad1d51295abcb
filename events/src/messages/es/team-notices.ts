import { translate } from '../catalogue';
import { teamNotices } from '../team-notices';

export const teamNoticesEs = translate(teamNotices, {
  messageTitle: 'Mensaje de BarterAid: {subject}',
  messageText: '{message}',
  team: 'Equipo de BarterAid',
});
