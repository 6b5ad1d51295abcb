import { translate } from '../catalogue';
import { creditNotices } from '../credits-notices';

export const creditNoticesEs = translate(creditNotices, {
  welcome: 'Bienvenido a BarterAid',
  welcomeText: 'Agregamos {amount} créditos de bienvenida a su saldo.',
  issued: 'Créditos otorgados',
  issuedText: 'Agregamos {amount} créditos a su saldo: {reason}',
});
