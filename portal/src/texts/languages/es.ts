// The portal's first-screen texts in Spanish (usted, docs/ui-glossary.md); the keys mirror portal-texts.ts
// (decision 189). The content pages' texts load with the pages (content/languages/).
import type { Catalogue } from '@lingua/core';

export default {
  portal: {
    brand: {
      name: 'Lingua',
      tagline: 'Portal de servicios lingüísticos',
      homeLink: 'Inicio del portal Lingua',
    },
    header: {
      signIn: 'Iniciar sesión',
      signUp: 'Registrarse',
      userMenu: '{{name}}: menú de usuario',
      accountSettings: 'Configuración de la cuenta',
      impersonate: 'Actuar como otro usuario',
      endImpersonation: 'Dejar de actuar como usuario',
      signOut: 'Cerrar sesión',
      mainNavigation: 'Navegación principal',
      menu: 'Menú',
      providerDesk: 'Área del proveedor',
      conversationsInbox: 'Bandeja de conversaciones',
      roles: 'Roles: {{roles}}',
      languageShown: 'Idioma: {{language}}',
    },
    impersonation: {
      banner: 'Está actuando como {{name}}',
      bannerHint:
        'Todas las acciones se realizan en nombre de este usuario hasta que deje de actuar como él.',
      dialogTitle: 'Actuar como otro usuario',
      dialogIntro:
        'Actúe como otro usuario para ver el portal tal como lo ve esa persona. Cada acción que realice queda registrada con su propio nombre.',
      username: 'Nombre de usuario',
      usernameDescription:
        'El nombre de inicio de sesión de la cuenta, normalmente su dirección de correo electrónico.',
      submit: 'Actuar como este usuario',
      cancel: 'Cancelar',
      required: 'Obligatorio',
    },
    footer: {
      copyright: '© {{year}} Lingua Language Services. Todos los derechos reservados.',
      privacy: 'Aviso de privacidad',
      contactHeading: 'Contacto',
      email: 'support@lingua.example',
      emailLabel: 'Escribir a support@lingua.example',
      phone: '+1 (800) 555-0199',
      phoneHref: '+18005550199',
      phoneLabel: 'Llamar al +1 (800) 555-0199',
      hours: 'Atención al cliente: de lunes a viernes, de 8:00 a 20:00 (hora del este de EE. UU.).',
      servicesHeading: 'Servicios',
      helpHeading: 'Ayuda',
      faq: 'Preguntas frecuentes',
      wizard: 'Encontrar el servicio adecuado',
    },
    home: {
      welcomeTitle: 'Traducción profesional, a su manera',
      welcomeLead:
        'Solicite un presupuesto o un proyecto de traducción en minutos, siga su avance y reciba aquí sus archivos. Lingüistas certificados en más de 200 idiomas, con el apoyo de una traducción automática segura cuando la rapidez es lo más importante.',
      signIn: 'Iniciar sesión',
      requestQuote: 'Solicitar presupuesto',
      highlights: {
        quality: 'Traducción y revisión certificadas según la norma ISO 17100',
        speed: 'Presupuestos en 24 horas y seguimiento en 1 día hábil',
        security: 'Transferencia y almacenamiento cifrados, inicio de sesión multifactor',
      },
      explore: 'Descubra nuestros servicios',
      signedInTitle: 'Bienvenido de nuevo, {{name}}',
      signedInLead: 'Elija una herramienta para empezar.',
      noTools:
        'Todavía no hay herramientas activadas para su cuenta. Póngase en contacto con su gestor de cuenta para activarlas.',
      opensExternal: '(se abre en una pestaña nueva)',
      projectSystemLinkFailed: 'No se ha podido abrir el panel de proyectos. Vuelva a intentarlo más tarde.',
    },
    toolCards: {
      createProject: {
        title: 'Solicitar una traducción',
        description:
          'Suba documentos, pegue texto o comparta enlaces y obtenga un presupuesto o inicie un proyecto.',
      },
      xtrfDashboard: {
        title: 'Panel de proyectos',
        description: 'Siga cada proyecto, presupuesto y entrega en el sistema de proyectos.',
      },
      invoices: { title: 'Facturas', description: 'Consulte y descargue sus facturas y extractos.' },
      llsInterpretingService: {
        title: 'Servicios de interpretación',
        description: 'Reserve intérpretes presenciales, por vídeo o por teléfono para sus citas.',
      },
      languageLineConnect: {
        title: 'Language Line Connect',
        description: 'Contacte con un intérprete profesional por teléfono o vídeo en segundos.',
      },
      websiteProxy: {
        title: 'Traducción de sitios web',
        description: 'Publique su sitio web en otros idiomas sin tener que rehacerlo.',
      },
      connector: {
        title: 'Conectores',
        description:
          'Envíe contenido desde su CMS, repositorio o herramienta de diseño directamente a traducción.',
      },
      machineTranslation: {
        title: 'Traducción con IA',
        description:
          'Traduzca textos, documentos, audio y vídeo en segundos con una traducción automática segura.',
      },
      quickTranslation: {
        title: 'Traducción rápida',
        description: 'Textos breves traducidos por un lingüista profesional en pocas horas.',
      },
      consoleHelp: {
        title: 'Ayuda y preguntas frecuentes',
        description:
          'Respuestas sobre pedidos, presupuestos, formatos de archivo, seguridad e inicio de sesión.',
      },
      reports: {
        title: 'Informes',
        description: 'Informes de proyectos, presupuestos, tareas y contactos con exportación a CSV.',
      },
      coupa: {
        title: 'Solicitudes de compra',
        description: 'Solicitudes que ha enviado desde su plataforma de compras.',
      },
      DASHBOARD: {
        title: 'Panel de rendimiento',
        description: 'Gestores de proyectos, control de calidad, coordinadores y recepción de un vistazo.',
      },
    },
    areas: {
      reports: 'Informes',
      machineTranslation: 'Traducción con IA',
      coupaCreateQuote: 'Solicitud de compra',
      notYet: 'Esta sección todavía no está disponible en esta versión del portal.',
    },
    pages: {
      accessRestrictedTitle: 'Acceso restringido',
      accessRestrictedText:
        'Su cuenta no tiene acceso a esta página. Si cree que debería tenerlo, póngase en contacto con su gestor de cuenta.',
      notFoundTitle: 'Página no encontrada',
      notFoundText: 'La página que busca no existe o se ha trasladado.',
      backHome: 'Volver al inicio',
    },
    loading: 'Cargando el portal…',
    skipToContent: 'Ir al contenido principal',
    configError:
      'El portal no ha podido cargar su configuración. Compruebe su conexión y vuelva a cargar la página.',
    reload: 'Volver a cargar',
    content: {
      common: {
        requestQuote: 'Solicitar presupuesto',
        findService: 'Encontrar el servicio adecuado',
        readFaq: 'Leer las preguntas frecuentes',
        contactUs: 'Contacto',
        onThisPage: 'En esta página',
      },
      languageLineConnect: { title: 'Language Line Connect' },
      quickTranslation: { title: 'Traducción rápida' },
      connector: { title: 'Conectores' },
      websiteProxy: { title: 'Proxy de traducción de sitios web' },
      languageConnect: { title: 'Language Connect' },
      webSitesEasyWay: { title: 'Sitios web de forma sencilla' },
      anythingInBetween: { title: 'Y todo lo demás' },
      privacy: { title: 'Aviso de privacidad' },
      faq: { title: 'Ayuda y preguntas frecuentes' },
      wizard: { title: 'Encontrar el servicio adecuado' },
    },
  },
} satisfies Catalogue;
