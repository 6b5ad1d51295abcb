import type { PageMessages } from '../../i18n/types';

export const landing: PageMessages['landing'] = {
  gift: '50 créditos gratis al unirse',
  title: 'Cambie lo que tiene por lo que necesita, aunque no tenga dinero.',
  intro: 'BarterAid es un mercado donde los vecinos intercambian cosas, servicios y habilidades con créditos de trueque. Está hecho para tiempos difíciles y emergencias. Es para todos.',
  browse: 'Ver el mercado',
  join: 'Únase gratis y reciba 50 créditos',
  howItWorks: 'Cómo funciona',
  emergencyTitle: '¿Está en una emergencia ahora?',
  emergencyText: 'Si alguien está en peligro, llame primero al 911. Si necesita ayuda urgente para encontrar comida, refugio o transporte, nuestra línea atiende 24/7.',
  emergencyLink: 'Qué hacer primero en una emergencia',
  howIntro: 'Tres pasos para pasar de registrarse a conseguir lo que necesita.',
  step: 'Paso {{number}}: ',
  steps: {
    join: { title: 'Únase y verifíquese', text: 'Cree una cuenta gratis en dos minutos y reciba 50 créditos de trueque. Verifíquese para tener las membresías gratis de asistencia y de emergencia.' },
    list: { title: 'Publique e intercambie', text: 'Publique lo que puede dar y lo que necesita: comida, techo, transporte, arreglos, habilidades. Acuerde un precio justo en créditos con un vecino.' },
    earn: { title: 'Gane créditos', text: 'Cada intercambio que termina le da créditos para lo próximo que necesite. Un crédito vale un dólar.' },
  },
  numbers: 'BarterAid en números',
  stats: {
    traders: 'personas que intercambian',
    trust: 'de confianza',
    support: 'ayuda en emergencias',
  },
  valuesTitle: 'Lo que nos importa',
  values: {
    emergencies: { title: 'Primero las emergencias', text: 'Lo urgente se marca y se muestra primero, para que la ayuda llegue cuando más importa.' },
    safety: { title: 'Seguridad y confianza', text: 'Miembros verificados, créditos guardados en cada intercambio y pasos claros para los reclamos hacen que todo sea honesto.' },
    fair: { title: 'Justo para todos', text: 'Una guía de precios y un asistente de precio justo mantienen los intercambios parejos, sin usar dinero.' },
    community: { title: 'De la comunidad', text: 'Vecinos que ayudan a vecinos: membresías gratis para personas con asistencia y para servicios de emergencia.' },
  },
  ctaTitle: '¿Listo para intercambiar con sus vecinos?',
  ctaText:
    'La membresía estándar cuesta $10 al mes. Las personas con asistencia del gobierno o tarjeta EBT, las iglesias y los negocios de servicios de emergencia intercambian gratis después de verificarse.',
  getStarted: 'Empezar',
  membership: 'Ver las membresías',
};
