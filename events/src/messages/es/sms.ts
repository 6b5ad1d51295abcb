import { translate } from '../catalogue';
import { smsMessages } from '../sms';

export const smsMessagesEs = translate(smsMessages, {
  replyOne: 'Responda {first} {code}',
  replyTwo: 'Responda {first} {code} o {second} {code}',
  done: 'Listo: {what}',
  help: 'BarterAid: responda con la palabra y el código de nuestro mensaje, p. ej. ACEPTAR 1234 o LISTO 1234. ALTO termina los mensajes, START los vuelve a activar.',
  helpUnknown: 'BarterAid: este número no está confirmado en ninguna cuenta. Agréguelo en su configuración para responder por texto.',
  stopped: 'BarterAid: no recibirá más mensajes. Responda START o use su configuración para volver a activarlos.',
  resumed: 'BarterAid: los mensajes están activados de nuevo. Responda ALTO para terminarlos.',
  textsOff: 'BarterAid: sus mensajes están apagados, así que las respuestas no hacen nada. Responda START para activarlos.',
  wrongCode: 'BarterAid: ese código no es uno de sus códigos vigentes. No cambió nada. Responda AYUDA para ayuda.',
  tooManyWrong: 'BarterAid: demasiados códigos equivocados. Use el sitio web por ahora.',
  expired: 'BarterAid: ese código venció (el intercambio cambió). No cambió nada.',
  refused: 'BarterAid: {reason}',
  unknownCommand: 'BarterAid: no entendimos. Responda AYUDA para ver lo que puede enviar.',
  accepted: 'el intercambio está aceptado.',
  declined: 'el intercambio está rechazado.',
  completed: 'confirmó que lo recibió; los créditos se liberan.',
  renewed: 'su anuncio está renovado y vuelve a quedarse en el mercado todo su tiempo.',
  renewalExpired: 'BarterAid: ese código venció (el anuncio se renovó después). No cambió nada.',
  twilioOff: 'Los mensajes de texto no pasan por Twilio en este sitio.',
  twilioSignatureMissing: 'Falta el encabezado X-Twilio-Signature.',
  twilioSignatureWrong: 'La firma de Twilio no corresponde a esta solicitud.',
  twilioFormWrong: 'Este no es un mensaje que Twilio envía: falta {name}.',
});
