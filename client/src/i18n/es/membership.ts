import type { PageMessages } from '../types';

export const membership: PageMessages['membership'] = {
  tierNames: {
    standard: 'Miembro estándar',
    free_assistance: 'Miembro de asistencia',
    emergency_business: 'Negocio de servicios de emergencia',
    guest_trial: 'Prueba de invitado',
  },
  application: {
    codeRequired: 'Falta el código de invitación',
    codeRequiredText: 'Escriba un código de invitación válido.',
    incomplete: 'Solicitud incompleta',
    incompleteText: 'Cuéntenos por qué hace la solicitud.',
    trialGranted: '¡Prueba activada! Tiene acceso completo hasta el {{date}}.',
    trialGrantedTitle: '¡Prueba activada!',
    trialGrantedText: 'Disfrute de 60 días de acceso completo a BarterAid.',
    submitted: 'Solicitud enviada. La revisaremos en 3 a 5 días hábiles.',
    submittedTitle: 'Solicitud enviada',
    submittedText: 'Revisaremos su solicitud en 3 a 5 días hábiles.',
    failed: 'Algo salió mal. Intente de nuevo.',
    failedTitle: 'No se pudo enviar la solicitud',
    title: 'Pedir la membresía: {{tier}}',
    code: 'Código de invitación',
    codeHint: 'El código de su invitación, por ejemplo WELCOME-TRIAL.',
    why: '¿Por qué hace la solicitud?',
    whyHint: 'Cuéntenos en pocas palabras su situación o su organización. Después se verifica con documentos.',
    sending: 'Enviando…',
    startTrial: 'Empezar la prueba',
    submit: 'Enviar solicitud',
    cancel: 'Cancelar',
  },
};
