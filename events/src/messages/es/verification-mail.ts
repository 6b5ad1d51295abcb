import { translate } from '../catalogue';
import { verificationMail } from '../verification-mail';

export const verificationMailEs = translate(verificationMail, {
  approvedSubject: 'Su verificación fue aprobada',
  approved: 'Buenas noticias: su verificación fue aprobada. Ahora su perfil muestra que su cuenta está verificada.',
  teamNote: 'Nota del equipo: {reason}',
  rejectedSubject: 'Sobre su verificación',
  rejected: 'Esta vez no pudimos aprobar su verificación.',
  reason: 'El motivo: {reason}',
  submitAgain: 'Puede enviarla otra vez.',
});
