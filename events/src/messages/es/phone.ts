import { translate } from '../catalogue';
import { phoneMessages } from '../phone';

export const phoneMessagesEs = translate(phoneMessages, {
  notMobile: 'Escriba un número de celular que pueda recibir mensajes de texto, como +1 512 555 0100.',
  codeSent: 'Enviamos un código de 6 dígitos a {phone}. Sirve por 10 minutos.',
  tooManyCodes: 'Pidió 3 códigos en la última hora. Espere antes de pedir otro.',
  noCode: 'Pida un código primero.',
  expired: 'Este código venció. Pida uno nuevo.',
  usedUp: 'Demasiados códigos equivocados. Pida uno nuevo.',
  wrongCode: 'Ese código no es correcto. Revise el mensaje de texto e inténtelo de nuevo.',
  confirmed: 'Su número de celular {phone} está confirmado.',
  codeText: 'Su código de BarterAid es {code}. Sirve por 10 minutos. No lo comparta.',
  noNumber: 'No hay un número de celular confirmado para quitar.',
  removed: 'Quitamos su número de celular. No le enviaremos más mensajes de texto.',
  textsStopped: 'Los mensajes de texto están apagados. No le enviaremos ninguno hasta que los vuelva a activar.',
  textsResumed: 'Los mensajes de texto están activados de nuevo.',
});
