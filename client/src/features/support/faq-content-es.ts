import type { FaqCategory } from './faq-content';

/** The FAQ in Spanish: the same categories and questions as `faq-content.ts`, in the same order (keep the two in step). */
export const faqEs: FaqCategory[] = [
  {
    name: 'Para empezar',
    questions: [
      { q: '¿Qué es BarterAid?', a: 'Un mercado donde los miembros intercambian cosas, servicios y habilidades con créditos de trueque en vez de dinero. Está pensado sobre todo para ayudar en emergencias.' },
      { q: '¿Cómo me uno?', a: 'Toque Empezar, complete sus datos y elija una membresía. Recibe 50 créditos de trueque de regalo de bienvenida.' },
      { q: '¿Para quién es BarterAid?', a: 'Para todos. Las personas con asistencia del gobierno o tarjeta EBT, las iglesias y los negocios de servicios de emergencia intercambian gratis después de verificarse.' },
    ],
  },
  {
    name: 'Créditos y precios',
    questions: [
      { q: '¿Cuánto vale un crédito de trueque?', a: 'Un crédito se muestra como un dólar, para comparar precios fácilmente. Los créditos no se cambian por dinero.' },
      { q: '¿Cómo gano créditos?', a: 'Terminando intercambios en los que usted da cosas, servicios o habilidades. Los créditos acordados pasan a usted cuando la persona que paga lo confirma, o solos 7 días después de que usted lo marque como entregado.' },
      { q: '¿Cómo sé qué precio es justo?', a: 'Use la Guía de precios: muestra precios comunes de cosas, servicios y habilidades, y el asistente de precios le sugiere un precio justo.' },
      { q: '¿Qué pasa con los créditos durante un intercambio?', a: 'Cuando se acepta un intercambio, los créditos quedan guardados. Se pagan cuando la persona que paga marca el intercambio como terminado (o 7 días después de que la otra persona lo marque como entregado, si quien paga no confirma ni reporta un problema). Vuelven a quien paga si se cancela o si el reclamo sale a su favor.' },
      { q: '¿Qué es una línea de crédito?', a: 'Le permite intercambiar antes de haber ganado: su saldo puede bajar de cero, hasta su línea de crédito, para que reciba hoy una comida o una reparación y devuelva después. Los miembros verificados de las membresías gratuitas empiezan con 50 créditos de línea y los miembros estándar con el pago al día con 25; cada miembro nuevo que le paga en un intercambio terminado suma 5 más, hasta 50. En un momento difícil, un administrador puede abrir una línea de ayuda por un tiempo fijo. No se cobra nada ni hay intereses: estar bajo cero es una deuda con la comunidad que se paga dando a otros miembros. Su panel muestra su saldo, lo guardado, su línea y lo que puede gastar ahora; ningún otro miembro los ve.' },
      { q: '¿Y si mi línea de crédito se reduce?', a: 'Cuando termina una línea de ayuda o cambia su membresía, no se le quita nada. Si debe más que su nueva línea, no podrá gastar hasta que entren créditos de intercambios; su extracto muestra cada cambio de su línea y por qué.' },
    ],
  },
  {
    name: 'Membresías y verificación',
    questions: [
      { q: '¿Cuánto cuesta la membresía?', a: 'La membresía estándar cuesta $10 al mes. Las membresías de asistencia y de negocios de emergencia son gratis después de verificarse. La prueba de invitado es gratis por 60 días con un código de invitación.' },
      { q: '¿Qué reciben los miembros estándar?', a: 'Tres beneficios. Doble regalo de bienvenida: sus 50 créditos de bienvenida se duplican una vez, con 50 créditos más cuando recibimos su primer pago de $10; aparece en su historial como un regalo de BarterAid, y los intercambios pagan lo mismo para todos. Prioridad: su verificación se revisa antes que las demás. Ayuda prioritaria 24/7: el equipo de BarterAid responde primero sus mensajes, y la línea de ayuda atiende a toda hora.' },
      { q: '¿Cuándo empieza la membresía estándar y cómo la cancelo?', a: 'Empieza cuando recibimos su primer pago (hasta entonces su membresía dice "pago pendiente"). Puede cancelarla cuando quiera en la página de Membresía: termina al final del período que pagó. Si una membresía termina, o se acaba una prueba de invitado, usted conserva su cuenta, sus anuncios y sus créditos; solo pierde los beneficios de la membresía. A los invitados les avisamos 7 días y 1 día antes de que termine su prueba.' },
      { q: '¿Qué membresía gratis me da mi verificación?', a: 'Las personas con tarjeta EBT o asistencia del gobierno pueden tener la membresía de Asistencia; las iglesias y los negocios de servicios de emergencia, la de Negocio de servicios de emergencia. Si pidió esa membresía (o la eligió al registrarse), es suya cuando se aprueba su verificación; si no, la página de Membresía se la ofrece.' },
      { q: '¿Cuánto tarda la verificación?', a: 'La revisión tarda de 3 a 5 días hábiles. Mientras tanto puede seguir intercambiando.' },
      { q: '¿Qué documentos necesito?', a: 'Depende de su categoría. Por ejemplo, una tarjeta EBT y una identificación del estado, o una licencia de negocio y un certificado de EIN. Vea la lista completa en la página de Verificación.' },
    ],
  },
  {
    name: 'Seguridad y confianza',
    questions: [
      { q: '¿Cómo me cuido al encontrarme con alguien?', a: 'Encuéntrense en lugares públicos, vaya acompañado, hablen por los mensajes de BarterAid y no marque un intercambio como terminado hasta tener lo acordado.' },
      { q: '¿Y si un intercambio sale mal?', a: 'Primero escriba a la otra persona. Si no se arregla, abra un reclamo desde Reportar un problema. Los créditos guardados quedan congelados mientras revisamos.' },
      { q: '¿Hay ayuda en una emergencia?', a: 'Sí. Nuestra línea de ayuda atiende 24/7, y la página de Ayuda en emergencias explica qué hacer primero. Si alguien está en peligro, llame siempre al 911.' },
    ],
  },
];
