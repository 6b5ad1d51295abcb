import { translate } from '../catalogue';
import { accountMail } from '../account-mail';

export const accountMailEs = translate(accountMail, {
  passwordChangedSubject: 'Se cambió su contraseña de BarterAid',
  changedByLink: 'La contraseña de su cuenta de BarterAid se cambió con un enlace para restablecerla el {changed}. Se cerró la sesión en todos los demás dispositivos.',
  changedInSettings: 'La contraseña de su cuenta de BarterAid se cambió en su configuración el {changed}. Se cerró la sesión en todos los demás dispositivos.',
  ifNotYou:
    'Si fue usted, no tiene que hacer nada más. Si no fue usted, elija ahora una contraseña nueva con "Olvidé mi contraseña" en la página para entrar, y avise al equipo de BarterAid.',
});
