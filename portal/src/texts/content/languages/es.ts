// The content pages, the FAQ and the solution wizard in Spanish (usted, docs/ui-glossary.md); the lists mirror
// content-texts.ts item by item (decision 189).
import { contentCatalogue } from '../catalogue-shape.ts';

export default contentCatalogue({
  languageLineConnect: {
    lead: 'Un intérprete profesional al teléfono en menos de 30 segundos, en más de 240 idiomas, las 24 horas del día. Language Line Connect pone la interpretación al alcance de todos los empleados de primera línea que la necesiten.',
    sections: [
      {
        heading: 'Cómo funciona',
        paragraphs: [
          'Su personal marca un número exclusivo o abre la aplicación Connect en una tableta, elige el idioma y se conecta con un intérprete cualificado. El intérprete se incorpora a la conversación como tercero neutral y transmite todo lo que se dice, en ambos sentidos, en primera persona.',
          'No hace falta cita previa. Para los idiomas de menor difusión, establecemos la conexión en dos minutos de media, y su gestor de cuenta puede reservar intérpretes con antelación para citas programadas, como entrevistas de consentimiento informado o vistas judiciales.',
        ],
        items: [
          'Interpretación telefónica desde cualquier teléfono, con un código de acceso personal por departamento',
          'Interpretación remota por vídeo para la lengua de signos americana y para conversaciones en las que importa la expresión facial',
          'Llamadas a tres con su cliente en otra línea',
          'Informes de llamadas por departamento, idioma y duración para el control presupuestario y el cumplimiento normativo',
        ],
      },
      {
        heading: 'A quién va dirigido',
        paragraphs: [
          'Hospitales, clínicas y farmacias utilizan Connect para cumplir sus obligaciones de acceso lingüístico en la admisión, a pie de cama y en el alta. Aseguradoras y bancos lo utilizan en sus centros de contacto, y los organismos públicos, en ventanillas, escuelas y servicios de emergencia.',
        ],
        items: [
          'Sanidad: intérpretes médicos formados en terminología, privacidad y ética',
          'Servicios financieros: intérpretes evaluados en materia de confidencialidad y formados en la información regulatoria obligatoria',
          'Administración pública y tribunales: intérpretes cualificados para vistas, entrevistas sobre prestaciones y reuniones públicas',
        ],
      },
      {
        heading: 'Una calidad que puede auditar',
        paragraphs: [
          'Cada intérprete supera una prueba de competencia lingüística, una evaluación de aptitudes y una verificación de antecedentes antes de atender llamadas, y recibe supervisión y formación continuas. Las llamadas nunca se graban salvo que usted nos lo pida, y nuestros intérpretes trabajan con un estricto acuerdo de confidencialidad.',
        ],
      },
    ],
    ctaHeading: 'Configure Language Line Connect para sus equipos',
    ctaText:
      'Indíquenos cuántas sedes y qué idiomas prevé; le enviaremos los códigos de acceso y el material de formación en un día hábil.',
  },
  quickTranslation: {
    lead: 'Textos breves traducidos por un lingüista profesional en horas, no en días. Ideal para correos electrónicos, descripciones de productos, publicaciones en redes sociales, avisos y cualquier texto de hasta unas 1000 palabras.',
    sections: [
      {
        heading: 'Cuándo elegir la traducción rápida',
        paragraphs: [
          'La traducción automática es instantánea, pero no siempre es lo bastante buena para lo que leerán sus clientes, pacientes o socios. Un proyecto de traducción completo incluye trabajo terminológico, revisión y maquetación, lo que lleva más tiempo. La traducción rápida se sitúa entre ambos: un lingüista nativo cualificado traduce su texto y lo revisa una vez, con un plazo de entrega de pocas horas.',
        ],
        items: [
          'Correos electrónicos a clientes y respuestas de soporte',
          'Actualizaciones breves de la web, banners y descripciones de productos',
          'Comunicados internos, anuncios y mensajes de seguridad',
          'Publicaciones en redes sociales y boletines informativos',
        ],
      },
      {
        heading: 'Cómo funciona',
        paragraphs: [
          'Pegue su texto o suba un documento breve en el formulario de solicitud, elija el idioma de origen y los idiomas de destino y seleccione la entrega rápida. Verá el precio antes de confirmar. Si algo resulta ambiguo, su lingüista puede plantear una pregunta a través de su gestor de cuenta, y la traducción le llegará en el portal y por correo electrónico.',
          'Para textos de más de unas 1000 palabras, o para contenidos que requieran maquetación, certificación o un segundo revisor, le recomendamos un proyecto de traducción estándar; le avisaremos si su solicitud se resuelve mejor de ese modo.',
        ],
      },
      {
        heading: 'Plazos y precios',
        paragraphs: [
          'La mayoría de las traducciones rápidas a los principales idiomas de negocios se entregan en cuatro horas laborables. Los precios son por palabra, con un importe mínimo reducido; las frases repetidas de su memoria de traducción se cobran a una tarifa reducida.',
        ],
      },
    ],
    ctaHeading: '¿Necesita traducir un texto hoy?',
    ctaText: 'Envíelo ahora y conozca el precio antes de confirmar.',
  },
  connector: {
    lead: 'Envíe contenidos a traducir directamente desde los sistemas en los que se encuentran y recíbalos en el lugar adecuado, sin copiar ni pegar.',
    sections: [
      {
        heading: 'Conecte las herramientas que ya utiliza',
        paragraphs: [
          'Nuestros conectores enlazan sus sistemas de contenido con nuestra plataforma de traducción. Sus editores seleccionan lo que hay que traducir, el conector lo envía con su contexto y las versiones traducidas vuelven como borradores listos para su aprobación.',
        ],
        items: [
          'Gestión de contenidos: WordPress, Drupal, Adobe Experience Manager, Sitecore, Contentful',
          'Repositorios de código: archivos de recursos de GitHub, GitLab y Bitbucket (JSON, YAML, XLIFF, .properties, .strings)',
          'Herramientas de diseño: marcos y capas de texto de Figma',
          'Marketing y soporte: HubSpot, Marketo, Zendesk Guide, Salesforce Knowledge',
        ],
      },
      {
        heading: 'Por qué los equipos usan conectores',
        paragraphs: [
          'Cada exportación manual, cada correo electrónico y cada importación es una ocasión de perder un archivo, usar una versión desactualizada o estropear el diseño. Los conectores eliminan esos pasos, guardan un historial completo de lo enviado y lo recibido, y muestran a los traductores capturas de pantalla y límites de caracteres para que el texto encaje a la primera.',
        ],
        items: [
          'Solo se envía el texto nuevo o modificado, así que nunca paga dos veces por la misma frase',
          'Su terminología y su memoria de traducción se aplican automáticamente',
          'El estado se ve en su sistema y en este portal',
        ],
      },
      {
        heading: 'Primeros pasos',
        paragraphs: [
          'Nuestros ingenieros de soluciones configuran el conector con su administrador, acuerdan con usted el flujo de trabajo y los pasos de aprobación, y realizan una prueba piloto con un pequeño lote de contenido. La mayoría de los conectores están operativos en dos semanas.',
        ],
      },
    ],
    ctaHeading: 'Hable con un ingeniero de soluciones',
    ctaText: 'Díganos qué sistema utiliza y le mostraremos el conector en una llamada de 30 minutos.',
  },
  websiteProxy: {
    lead: 'Publique su sitio web en otros idiomas sin rehacerlo, sin plugins y sin darnos acceso a su sistema de contenidos.',
    sections: [
      {
        heading: 'Cómo funciona el proxy',
        paragraphs: [
          'El proxy de traducción se sitúa entre sus visitantes y su sitio web. Cuando un visitante abre la versión francesa, el proxy obtiene su página original, sustituye el texto por la traducción aprobada y la sirve en su propio dominio, por ejemplo fr.example.com. Su sitio se mantiene exactamente como está.',
          'El texto nuevo y modificado se detecta automáticamente y se envía a traducir según las reglas que usted establezca: de inmediato mediante traducción automática con revisión humana posterior, o en espera hasta que un lingüista lo haya traducido.',
        ],
      },
      {
        heading: 'Qué obtiene',
        items: [
          'Páginas traducidas en su dominio o subdominio, con las etiquetas de idioma correctas para los buscadores',
          'Un editor visual para que sus revisores corrijan el texto en contexto',
          'Traducción de formularios, menús, imágenes con texto, PDF y metadatos de página',
          'Diseños de derecha a izquierda para árabe y hebreo',
          'Informes de palabras traducidas y páginas visitadas por idioma',
        ],
      },
      {
        heading: 'Seguridad y rendimiento',
        paragraphs: [
          'El proxy nunca almacena los datos personales que introducen sus visitantes: los formularios y las áreas con sesión iniciada pasan sin cambios. Las páginas traducidas se almacenan en caché en el borde de la red, por lo que cargan tan rápido como su sitio original.',
        ],
      },
    ],
    ctaHeading: 'Vea su sitio en otro idioma',
    ctaText: 'Podemos prepararle una vista previa gratuita de su página de inicio en el idioma que elija.',
  },
  languageConnect: {
    lead: 'Un único programa para todas sus necesidades lingüísticas: traducción, interpretación, localización y acceso lingüístico, gestionado por un solo equipo con un solo contrato.',
    sections: [
      {
        heading: 'Un socio en lugar de muchos',
        paragraphs: [
          'Muchas organizaciones contratan la traducción con un proveedor, la interpretación con otro y la localización de su web con un tercero, cada uno con su propio contrato, sus facturas y sus normas de calidad. Language Connect lo reúne todo: un gestor de cuenta dedicado, una lista de precios, un portal e informes consolidados.',
        ],
      },
      {
        heading: 'Qué incluye el programa',
        items: [
          'Traducción de documentos con lingüistas certificados y revisión en más de 200 idiomas',
          'Interpretación presencial, por vídeo y por teléfono, a demanda o programada',
          'Localización de sitios web, software y contenido multimedia',
          'Traducción automática con motores seguros y privados para grandes volúmenes',
          'Gestión terminológica, guías de estilo y memorias de traducción de su propiedad',
        ],
      },
      {
        heading: 'Gobernanza e informes',
        paragraphs: [
          'En las revisiones trimestrales de negocio analizamos volúmenes, plazos de entrega, puntuaciones de calidad y ahorros. Los informes de este portal muestran el gasto por departamento, idioma y servicio, para que los responsables de presupuesto sepan adónde va su dinero.',
          'Para los sectores regulados, documentamos las cualificaciones de cada lingüista e intérprete, mantenemos un registro de auditoría de cada proyecto y alineamos nuestros procesos con su plan de acceso lingüístico.',
        ],
      },
    ],
    ctaHeading: 'Planifique su programa lingüístico',
    ctaText:
      'Nuestros consultores evalúan sin coste su gasto y sus necesidades actuales y le proponen un programa.',
  },
  webSitesEasyWay: {
    lead: 'Su sitio web en todos los idiomas que hablan sus clientes, lanzado en semanas y actualizado automáticamente.',
    sections: [
      {
        heading: 'Tres pasos hacia un sitio web multilingüe',
        items: [
          'Elija los idiomas y las páginas: analizamos su sitio y le enviamos un presupuesto cerrado',
          'Nosotros traducimos: lingüistas profesionales, su terminología, revisión en contexto',
          'Publicación: las páginas traducidas se publican en su dominio y las actualizaciones se incorporan automáticamente',
        ],
      },
      {
        heading: 'Sin trabajo de desarrollo',
        paragraphs: [
          'No necesita instalar plugins, duplicar páginas ni exportar contenido. Nuestro proxy de traducción de sitios web sirve directamente las versiones traducidas, y su equipo de marketing sigue trabajando con las herramientas que conoce.',
          'Si prefiere alojar las traducciones en su propio sistema de contenidos, nuestros conectores entregarán allí las páginas traducidas.',
        ],
      },
      {
        heading: 'Crezca a su ritmo',
        paragraphs: [
          'Empiece por sus páginas más visitadas en un idioma y añada más cuando vea los resultados. La traducción automática, con revisión humana de las páginas más importantes, mantiene bajo el coste de los contenidos menos visitados.',
        ],
      },
    ],
    ctaHeading: 'Obtenga un presupuesto cerrado para su sitio web',
    ctaText: 'Envíenos la dirección de su sitio y los idiomas que necesita.',
  },
  anythingInBetween: {
    lead: 'No todos los encargos lingüísticos encajan en un formato estándar. Díganos qué necesita y nuestros gestores de proyectos reunirán a las personas y las herramientas adecuadas.',
    sections: [
      {
        heading: 'Servicios más allá de la traducción',
        items: [
          'Transcripción de entrevistas, vistas y grupos focales, con marcas de tiempo e identificación de los hablantes',
          'Subtitulado, también para personas sordas, en SRT, WebVTT, TTML y formatos de emisión',
          'Locución y doblaje con locutores profesionales',
          'Maquetación: archivos de InDesign, FrameMaker e Illustrator traducidos y listos para imprimir',
          'Traducciones certificadas y juradas para tribunales, trámites de extranjería y notarías',
          'Transcreación de campañas y eslóganes que deben funcionar en la cultura de destino',
          'Pruebas lingüísticas de aplicaciones, juegos y cursos de e-learning',
        ],
      },
      {
        heading: 'Cómo gestionamos una solicitud especial',
        paragraphs: [
          'Un gestor de proyectos revisa su solicitud, plantea las preguntas clave —público, plazo, formato, presupuesto— y propone un plan con precio cerrado. Usted lo aprueba en este portal y sigue cada paso hasta la entrega.',
          'Si el encargo requiere especialistas que no tenemos en plantilla, como un traductor jurado en una jurisdicción concreta, los encontramos a través de nuestra red de socios verificados y seguimos siendo su único punto de contacto.',
        ],
      },
    ],
    ctaHeading: 'Describa su proyecto',
    ctaText: 'Suba lo que tenga y explique en las notas lo que necesita; le responderemos en 24 horas.',
  },
  privacy: {
    lead: 'Cómo trata Lingua Language Services los datos personales en este portal y en los documentos que nos envía.',
    sections: [
      {
        heading: 'Qué datos recopilamos',
        paragraphs: [
          'Para gestionar su cuenta, almacenamos su nombre, su dirección de correo electrónico, su número de teléfono, su empresa y los roles que le ha asignado su organización. Cuando solicita una traducción, almacenamos los archivos, textos y enlaces que nos envía y las traducciones que entregamos.',
        ],
      },
      {
        heading: 'Cómo los utilizamos',
        items: [
          'Para preparar presupuestos, entregar proyectos y enviarle notificaciones sobre ellos',
          'Para mantener segura su cuenta, incluidos la autenticación multifactor y los registros de actividad',
          'Para facturar a su organización e informarle del uso que hace de nuestros servicios',
        ],
      },
      {
        heading: 'Cómo los protegemos',
        paragraphs: [
          'Los documentos se cifran en tránsito y en reposo, solo son accesibles para los lingüistas y gestores de proyectos asignados a su proyecto y se eliminan según la configuración de conservación de su organización. Nunca utilizamos su contenido para entrenar motores públicos de traducción automática.',
          'Puede solicitar una copia de sus datos personales, su rectificación o su supresión escribiendo a nuestro delegado de protección de datos a la dirección de contacto que figura más abajo.',
        ],
      },
    ],
    ctaHeading: '¿Tiene preguntas sobre sus datos?',
    ctaText: 'Nuestro delegado de protección de datos le responde en un plazo de 30 días.',
  },
  faq: {
    lead: 'Respuestas a las preguntas que más nos hacen nuestros clientes. ¿No encuentra lo que busca? Nuestro equipo de atención al cliente está a un correo electrónico o una llamada de distancia.',
    groups: [
      {
        heading: 'Pedir traducciones',
        items: [
          {
            q: '¿Cómo pido una traducción?',
            a: 'Elija «Solicitar una traducción» en la página de inicio, introduzca un nombre de proyecto, el idioma de origen y los idiomas de destino, y añada su contenido como archivos, texto escrito o enlaces a archivos. Indique si desea primero un presupuesto o prefiere que empecemos de inmediato, y envíe la solicitud. Recibirá una confirmación por correo electrónico y podrá seguir la solicitud en el portal.',
          },
          {
            q: '¿Puedo hacer un pedido sin cuenta?',
            a: 'Sí, si su organización lo permite. Introduzca su dirección de correo electrónico profesional; la asociamos a su empresa y le pedimos que la confirme con un código de verificación que le enviamos por correo electrónico. Si se registra, tendrá el historial completo de sus solicitudes y podrá hacer pedidos más rápido la próxima vez.',
          },
          {
            q: '¿Puedo enviar material de referencia?',
            a: 'Sí. Añada glosarios, traducciones anteriores, guías de estilo o imágenes como archivos de referencia. Ayudan a los lingüistas a respetar su terminología y su tono, y no se tienen en cuenta en el precio.',
          },
        ],
      },
      {
        heading: 'Presupuestos y precios',
        items: [
          {
            q: '¿Cuánto tardaré en recibir un presupuesto?',
            a: 'Menos de 24 horas, con seguimiento en un día hábil. Muchos tipos de archivo habituales reciben en minutos una estimación automática, que puede aceptar o rechazar directamente en el portal.',
          },
          {
            q: '¿Cuánto tiempo es válido un presupuesto?',
            a: 'Las estimaciones son válidas durante 30 días. Transcurrido ese plazo, el presupuesto caduca y, si lo solicita, preparamos uno nuevo, ya que las tarifas y la disponibilidad pueden haber cambiado.',
          },
          {
            q: '¿Cómo se calcula el precio?',
            a: 'La traducción se cobra por palabra del texto de origen, según el par de idiomas y la materia. Las repeticiones y las coincidencias de su memoria de traducción tienen descuento. La maquetación, la certificación y la entrega urgente se detallan por separado en el presupuesto.',
          },
        ],
      },
      {
        heading: 'Traducción automática',
        items: [
          {
            q: '¿Es la traducción automática suficiente para mis documentos?',
            a: 'Es excelente para captar la idea general de un texto, para la comunicación interna y para grandes volúmenes. Si el contenido se va a publicar o es jurídico o médico, pida que lo revise un experto humano: puede derivar un archivo traducido automáticamente a un lingüista profesional con un solo clic.',
          },
          {
            q: '¿Se usa mi texto para entrenar los motores?',
            a: 'No. Nuestros motores de traducción automática funcionan en entornos privados; el proveedor del motor no almacena su contenido, que nunca se utiliza para entrenar modelos públicos.',
          },
          {
            q: '¿Puedo traducir audio y vídeo?',
            a: 'Sí. La herramienta de traducción con IA transcribe el habla, la traduce y genera subtítulos en formatos como SRT y WebVTT, o una pista de audio doblada.',
          },
        ],
      },
      {
        heading: 'Archivos y formatos',
        items: [
          {
            q: '¿Qué formatos de archivo aceptan?',
            a: 'Microsoft Word, Excel y PowerPoint, PDF, OpenDocument, texto sin formato, HTML, XML, JSON, XLIFF, InDesign (IDML), subtítulos (SRT, VTT) y los formatos de audio y vídeo habituales. También podemos procesar PDF escaneados e imágenes, con un paso adicional de reconocimiento de texto.',
          },
          {
            q: '¿Hay un límite de tamaño?',
            a: 'Los límites dependen del servicio y se indican en cada zona de carga. Para archivos muy grandes o muy numerosos, comparta en su lugar un enlace a su almacenamiento de archivos.',
          },
          {
            q: '¿Se conservará el formato en la traducción?',
            a: 'Sí. Traducimos dentro de su archivo y se lo devolvemos con el mismo formato y diseño. Para maquetaciones listas para imprimir en otros sistemas de escritura, ofrecemos un servicio de maquetación.',
          },
        ],
      },
      {
        heading: 'Seguridad y privacidad',
        items: [
          {
            q: '¿Cómo se protegen mis documentos?',
            a: 'Los archivos se cifran en tránsito y en reposo, se suben directamente a un almacenamiento seguro mediante enlaces de duración limitada y solo son accesibles para las personas que trabajan en su proyecto. Nuestros procesos siguen la norma ISO 27001.',
          },
          {
            q: '¿Firman sus lingüistas acuerdos de confidencialidad?',
            a: 'Sí. Todos nuestros lingüistas e intérpretes trabajan con un acuerdo de confidencialidad, y podemos firmar su propio acuerdo para proyectos sensibles.',
          },
        ],
      },
      {
        heading: 'Cuenta e inicio de sesión',
        items: [
          {
            q: '¿Cómo activo la autenticación multifactor?',
            a: 'Abra «Configuración de la cuenta» en el menú de usuario, vaya a la pestaña «Perfil» y elija configurar la MFA. Escanee el código con una aplicación de autenticación como Microsoft Authenticator o Google Authenticator e introduzca el código de 6 dígitos que muestre.',
          },
          {
            q: '¿Por qué se ha cerrado mi sesión?',
            a: 'Por su seguridad, cerramos la sesión tras una hora sin actividad. Antes aparece un aviso; elija «Sigo aquí» para mantener la sesión iniciada.',
          },
          {
            q: 'Inicio sesión con la cuenta de mi empresa. ¿Puedo cambiar aquí mi contraseña?',
            a: 'No. Las cuentas que inician sesión a través del proveedor de identidad de su empresa gestionan allí su contraseña y su MFA; póngase en contacto con su departamento de TI.',
          },
        ],
      },
    ],
  },
  wizard: {
    lead: 'Responda a dos preguntas breves y le recomendaremos el servicio que mejor se ajusta a su necesidad.',
    step1: '¿Qué necesita?',
    step2: '¿Para qué es?',
    result: 'Nuestra recomendación',
    next: 'Siguiente',
    back: 'Atrás',
    restart: 'Empezar de nuevo',
    open: 'Ir a {{service}}',
    what: {
      documents: 'Traducir documentos o archivos',
      text: 'Traducir un texto breve',
      website: 'Traducir un sitio web',
      system: 'Traducir de forma continua contenido de nuestros sistemas',
      conversation: 'Entender una conversación hablada',
      media: 'Subtítulos, locución o transcripción',
    },
    purpose: {
      publish: 'Publicación, uso jurídico o de cara al cliente',
      internal: 'Uso interno o comprender el contenido',
      urgent: 'Es urgente: lo necesito en pocas horas',
    },
    recommendations: {
      createProject: {
        service: 'la traducción profesional',
        reason:
          'Lingüistas certificados traducen y revisan sus archivos, conservan el diseño y utilizan su terminología. Solicite un presupuesto o inicie el proyecto de inmediato.',
      },
      machineTranslation: {
        service: 'la traducción con IA',
        reason:
          'La traducción automática segura le ofrece una traducción útil en segundos. Derívela a un experto humano siempre que el resultado se vaya a publicar.',
      },
      quickTranslation: {
        service: 'la traducción rápida',
        reason:
          'Un lingüista profesional traduce textos breves en pocas horas: más rápido que un proyecto completo y mejor que una traducción automática.',
      },
      websiteProxy: {
        service: 'la traducción de sitios web',
        reason:
          'Nuestro proxy de traducción publica su sitio en otros idiomas en su dominio, sin trabajo de desarrollo.',
      },
      connector: {
        service: 'los conectores',
        reason:
          'Un conector envía a traducir el contenido nuevo y modificado de su sistema y devuelve las traducciones automáticamente.',
      },
      languageLineConnect: {
        service: 'Language Line Connect',
        reason:
          'Un intérprete profesional se une a su llamada o videollamada en segundos, en más de 240 idiomas.',
      },
      anythingInBetween: {
        service: 'los proyectos multimedia a medida',
        reason:
          'Nuestros gestores de proyectos combinan transcripción, subtitulado y locución con los especialistas adecuados para su contenido.',
      },
    },
  },
});
