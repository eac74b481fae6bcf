// What the server writes for people, in Spanish (decision 190): usted, the terms of docs/ui-glossary.md, «…» and
// ¿…? ¡…!; the keys mirror en.ts. Notice titles as the bell shows them (account's catalogue).
import type { TextResources } from '@lingua/core/catalogue';

export default {
  common: {
    greeting: 'Hola, {{name}}:',
    greetingNoName: 'Hola:',
    portalLink: 'Acceda a Lingua Portal: {{link}}',
    signature: 'Lingua Portal',
    separator: ', ',
    sourceLanguage: 'Idioma de origen: {{language}}',
    targetLanguages: 'Idiomas de destino: {{languages}}',
    reference: 'Referencia: {{id}}',
  },
  request: {
    subjectQuote: 'Hemos recibido su solicitud de presupuesto: {{name}}',
    subjectProject: 'Hemos recibido su solicitud de proyecto de traducción: {{name}}',
    receivedQuote: 'Gracias. Hemos recibido su solicitud de presupuesto «{{name}}».',
    receivedProject: 'Gracias. Hemos recibido su solicitud de proyecto de traducción «{{name}}».',
    nextQuote:
      'Estamos preparando su presupuesto y le enviaremos un enlace para revisarlo. Respondemos a las solicitudes de presupuesto en un plazo de 24 horas y hacemos el seguimiento en 1 día hábil.',
    nextProject: 'Nuestro equipo empezará a trabajar en su proyecto y le mantendrá informado.',
  },
  estimate: {
    subject: 'Su presupuesto está listo: {{name}}',
    ready: 'Su presupuesto para «{{name}}» está listo.',
    pages: 'Páginas: {{pages}}',
    total: 'Importe total: {{amount}}',
    review_one: 'Revíselo, acéptelo o rechácelo aquí (válido durante {{count}} día): {{link}}',
    review_many: 'Revíselo, acéptelo o rechácelo aquí (válido durante {{count}} días): {{link}}',
    review_other: 'Revíselo, acéptelo o rechácelo aquí (válido durante {{count}} días): {{link}}',
  },
  code: {
    subject: 'Su código de verificación de Lingua Portal',
    code: 'Su código de verificación de Lingua Portal es {{code}}',
    enter_one:
      'Introdúzcalo en el portal para confirmar su dirección de correo electrónico. Caduca en {{count}} minuto y solo puede usarse una vez.',
    enter_many:
      'Introdúzcalo en el portal para confirmar su dirección de correo electrónico. Caduca en {{count}} minutos y solo puede usarse una vez.',
    enter_other:
      'Introdúzcalo en el portal para confirmar su dirección de correo electrónico. Caduca en {{count}} minutos y solo puede usarse una vez.',
    ignore: 'Si no ha solicitado este código, puede ignorar este mensaje.',
  },
  confirm: {
    subject: 'Confirme su dirección de correo electrónico de Lingua Portal',
    please: 'Confirme su dirección de correo electrónico para terminar de crear su cuenta de Lingua Portal:',
    valid: 'El enlace es válido durante 24 horas. Si no se ha registrado, puede ignorar este mensaje.',
  },
  lockout: {
    subject: 'Se ha pausado el inicio de sesión en su cuenta de Lingua Portal',
    attempts_one:
      'Se ha producido {{count}} intento fallido de iniciar sesión en su cuenta de Lingua Portal ({{username}}) desde un navegador que nunca había iniciado sesión en ella. El inicio de sesión desde esos navegadores queda pausado durante {{wait}}; los navegadores con los que ya ha iniciado sesión no se ven afectados.',
    attempts_many:
      'Se han producido {{count}} intentos fallidos de iniciar sesión en su cuenta de Lingua Portal ({{username}}) desde navegadores que nunca habían iniciado sesión en ella. El inicio de sesión desde esos navegadores queda pausado durante {{wait}}; los navegadores con los que ya ha iniciado sesión no se ven afectados.',
    attempts_other:
      'Se han producido {{count}} intentos fallidos de iniciar sesión en su cuenta de Lingua Portal ({{username}}) desde navegadores que nunca habían iniciado sesión en ella. El inicio de sesión desde esos navegadores queda pausado durante {{wait}}; los navegadores con los que ya ha iniciado sesión no se ven afectados.',
    latest: 'El último intento procedía de la dirección {{address}}, el {{time}}.',
    advice:
      'Si fue usted, espere y vuelva a intentarlo, o inicie sesión desde un navegador que ya haya utilizado. Si no fue usted, puede que alguien esté intentando adivinar su contraseña: inicie sesión, cámbiela y considere activar la autenticación multifactor.',
  },
  webhook: {
    subject: 'Se ha desactivado un endpoint de webhook de su empresa',
    disabled: 'Se ha desactivado el endpoint de webhook {{url}}: todas las entregas fallaron durante un día.',
    help: 'Su registro de entregas muestra cada intento y el comienzo de cada respuesta. Cuando el receptor vuelva a responder, active el endpoint en Configuración de la cuenta → Webhooks y vuelva a enviar lo que no recibió.',
  },
  notice: {
    title: {
      request_completed: 'Su solicitud «{{name}}» se ha completado',
      request_failed: 'Su solicitud «{{name}}» no se ha podido completar',
      media_files_rebuilt: 'Los archivos multimedia de «{{name}}» se han regenerado',
      quote_ready: 'Su presupuesto para «{{name}}» está listo',
      review_changes_requested: 'Cambios solicitados en «{{name}}»',
      review_approved: 'Se ha aprobado una traducción de «{{name}}»',
      message_created: 'Nuevo mensaje sobre «{{name}}»',
      files_deletion_scheduled: 'Los archivos de {{name}} se eliminarán dentro de 7 días',
    },
    line: '{{title}}.',
    open: 'Ábralo en Lingua Portal: {{link}}',
    why: 'Recibe este correo electrónico porque ha realizado esta solicitud. Elija qué avisos recibe por correo electrónico: {{link}}',
    whyHandled:
      'Recibe este correo electrónico porque ha gestionado esta solicitud. Elija qué avisos recibe por correo electrónico: {{link}}',
    failedHelp:
      'No se ha cobrado nada por lo que no se pudo hacer. Abra la solicitud para ver qué ha ocurrido o póngase en contacto con nosotros.',
    retentionHelp:
      'La configuración de conservación de su empresa elimina los archivos de las solicitudes finalizadas; las solicitudes siguen en la lista. Para conservar los archivos, cambie la configuración en la pestaña Archivos de la configuración de la cuenta antes de esa fecha.',
    retentionWhy:
      'Recibe este correo electrónico porque es administrador de cliente de {{company}}. Elija qué avisos recibe por correo electrónico: {{link}}',
  },
  conversation: {
    wrote: '{{author}} escribió:',
    attachments: 'Adjuntos: {{names}}',
    reply: 'Responda a este correo electrónico para contestar en la conversación, o ábrala en Lingua Portal: {{link}}',
    why: 'Recibe este correo electrónico porque participa en esta conversación. Elija qué avisos recibe por correo electrónico: {{link}}',
  },
  signIn: {
    title: 'Iniciar sesión',
    intro: 'Inicie sesión en su cuenta de Lingua Portal.',
    username: 'Nombre de usuario o correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    mfaTitle: 'Verificar su identidad',
    code: 'Código de autenticación',
    codeHint: 'Introduzca el código de 6 dígitos de su aplicación de autenticación.',
    verify: 'Verificar',
    home: 'Ir a la página de inicio',
    failedTitle: 'No se ha podido continuar con el inicio de sesión',
    expiredTitle: 'Inicio de sesión caducado',
    unableTitle: 'No se puede iniciar sesión',
    unexpected: 'Error inesperado',
    wrongCredentials: 'Nombre de usuario o contraseña incorrectos.',
    disabled: 'Su cuenta está desactivada.',
    invalidCode: 'Código no válido. Vuelva a intentarlo o espere a que cambie el código.',
    unconfirmed: 'Confirme primero su dirección de correo electrónico.',
    punchoutFailed: 'No se puede iniciar sesión. Vuelva a intentarlo más tarde.',
    expired: 'Su solicitud de inicio de sesión ha caducado. Vuelva a empezar desde el portal.',
    throttled: 'Demasiados intentos fallidos. Espere {{wait}} y vuelva a intentarlo.',
    federationFailed:
      'No se ha podido iniciar sesión en el proveedor de identidad de su empresa. Vuelva a intentarlo.',
    federationUnavailable:
      'No es posible conectar con el proveedor de identidad de su empresa en este momento. Vuelva a intentarlo más tarde.',
    federationWrongDomain:
      'El proveedor de identidad de su empresa ha iniciado su sesión con una dirección de correo electrónico que no pertenece a su empresa.',
    federationConflict:
      'Ya existe una cuenta con esta dirección de correo electrónico y no puede iniciar sesión a través del proveedor de identidad de su empresa. Póngase en contacto con el servicio de asistencia.',
  },
  signOut: {
    title: 'Cerrar sesión',
    heading: 'Cerrando su sesión',
    text: 'Se está cerrando su sesión en Lingua Portal.',
    submit: 'Cerrar sesión',
  },
  bridge: {
    title: 'Iniciando sesión',
    heading: 'Iniciando sesión…',
    done: 'Sesión iniciada. Esta ventana se cierra sola; también puede cerrarla usted.',
    lost: 'La página que abrió esta ventana ya no existe. Cierre esta ventana y vuelva a iniciar sesión desde la página.',
    refusedTitle: 'No se permite iniciar sesión aquí',
    refused:
      'El sitio {{origin}} no está registrado para integrar Lingua. Pida a su contacto de Lingua que lo registre.',
    unknownOrigin: '(desconocido)',
  },
  pdf: {
    pages_one: '{{count}} página',
    pages_many: '{{count}} páginas',
    pages_other: '{{count}} páginas',
    words_one: '{{count}} palabra',
    words_many: '{{count}} palabras',
    words_other: '{{count}} palabras',
    request: 'Solicitud: {{name}}',
  },
  quotePdf: {
    title: 'Confirmación de presupuesto',
    documentTitle: 'Confirmación de presupuesto {{name}}',
    client: 'Cliente: {{name}}',
    issued: 'Emitido el {{issued}}, válido hasta el {{valid}}',
    targetLanguage: 'Idioma de destino',
    pages: 'Páginas',
    pricePerPage: 'Precio por página',
    amount: 'Importe',
    total: 'Importe total',
    documents: 'Documentos analizados',
    file: '{{name}}: {{pages}}, {{words}}',
    terms: 'Condiciones',
    term: {
      validity: 'Los presupuestos son válidos durante 30 días.',
      claims: 'Se aceptan reclamaciones en un plazo de 30 días desde la entrega.',
      interest: 'Los pagos atrasados devengan un interés del 1,5 % mensual (18 % anual).',
      defects: 'Los defectos se corrigen en un plazo de 30 días.',
      invoices: 'Las facturas se emiten a final de mes.',
    },
  },
  receiptPdf: {
    title: 'Justificante de eliminación',
    documentTitle: 'Justificante de eliminación {{id}}',
    company: 'Empresa: {{name}}',
    receipt: 'Justificante: {{id}}',
    reason: {
      request: 'Los archivos de una solicitud, eliminados a petición',
      company: 'Las solicitudes de la empresa finalizadas antes de una fecha, eliminadas a petición',
      retention: 'Eliminados por la configuración de conservación de la empresa',
    },
    requestedBy: 'Solicitado por: {{name}}',
    endedBefore: 'Solicitudes finalizadas antes del: {{date}}',
    started: 'Inicio: {{date}}',
    completed: 'Fin: {{date}}',
    objects: 'Objetos eliminados: {{objects}}, {{bytes}}',
    units: 'Unidades de memoria de traducción eliminadas: {{count}}',
    entries: 'Entradas de glosario eliminadas: {{count}}',
    kept: 'ninguna (se conservan)',
    requests: 'Solicitudes',
    line: '{{name}} ({{id}}): {{objects}}, {{bytes}}',
    objectCount_one: '{{count}} objeto',
    objectCount_many: '{{count}} objetos',
    objectCount_other: '{{count}} objetos',
  },
  qualityPdf: {
    title: 'Informe de calidad',
    documentTitle: 'Informe de calidad: {{file}} ({{language}})',
    file: 'Archivo: {{name}}',
    language: 'Idioma: {{language}}',
    score: 'Puntuación {{score}} — {{verdict}}',
    scoreInconclusive: 'Puntuación {{score}} — {{verdict}} (no concluyente: menos de 1000 palabras evaluadas)',
    verdict: { PASS: 'APROBADO', FAIL: 'NO APROBADO' },
    penalty:
      '{{penalty}} puntos de penalización en {{words}} palabras de origen: {{perThousand}} por cada 1000 palabras; tolerancia {{tolerance}} (perfil {{profile}}, versión {{version}})',
    byType: 'Problemas que cuentan, por tipo y gravedad MQM',
    issues: 'Problemas ({{count}})',
    more: '… y {{count}} más en el archivo CSV',
    plain: {
      wrongMeaning: 'sentido incorrecto',
      wrongTerm: 'término incorrecto',
      readsBadly: 'se lee mal',
      formattingBroken: 'formato dañado',
      shouldNotBeTranslated: 'no debía traducirse',
    },
    status: { OPEN: 'abierto', ACCEPTED: 'aceptado', REJECTED: 'rechazado', FIXED: 'corregido' },
  },
} satisfies TextResources;
