// The procurement area's texts in Spanish (usted, docs/ui-glossary.md); the keys mirror texts.ts (decision 189).
// Coupa is a product name.
import type { Catalogue } from '@lingua/core';

export default {
  coupa: {
    signInReason:
      'Siga las solicitudes de traducción que su organización envió desde su plataforma de compras: su estado, sus presupuestos y los archivos entregados. Inicie sesión con su cuenta de Lingua: las solicitudes pertenecen a la cuenta de su organización.',
    list: {
      title: 'Solicitudes de Coupa',
      createRequest: 'Crear solicitud',
      createDisabled: 'Abra la plataforma de compras y vuelva a hacer punch-out para crear una solicitud.',
      submittedOn: 'Enviada el',
      viewDetails: 'ver detalles',
    },
    detail: {
      back: 'Volver a las solicitudes de Coupa',
      summary: 'Resumen',
      status: 'Estado',
      submittedOn: 'Enviada el',
      sourceLanguage: 'Idioma de origen',
      targetLanguages: 'Idiomas de destino',
      tabsLabel: 'Secciones de la solicitud',
      tabs: {
        sourceDocuments: 'Documentos de origen',
        quote: 'Presupuesto',
        deliverables: 'Entregables',
      },
      sourceFiles: 'Archivos de origen',
      referenceFiles: 'Archivos de referencia',
      sourceFileLinks: 'Enlaces a archivos de origen',
      noSourceDocuments: 'Esta solicitud no tiene documentos de origen.',
      opensInNewTab: '{{name}} (se abre en una pestaña nueva)',
    },
    quote: {
      viewerTitle: 'Documento de confirmación del presupuesto',
      unavailable:
        'El presupuesto no está disponible en este momento. Le agradecemos su paciencia. Vuelva a consultarlo más tarde.',
      accept: 'Aceptar presupuesto',
      reject: 'Rechazar presupuesto',
      accepted: 'Se ha aceptado el presupuesto.',
      notReturned:
        'Se ha aceptado el presupuesto, pero no se ha podido devolver a la plataforma de compras porque su sesión de punch-out ha terminado. Inicie un nuevo punch-out desde su plataforma de compras para pedirlo.',
      rejected: 'Se ha rechazado el presupuesto.',
      loadingDocument: 'Cargando el documento del presupuesto…',
    },
    rejectDialog: {
      title: 'Rechazar presupuesto',
      text: 'Indique el motivo por el que rechaza el presupuesto:',
      reasonLabel: 'Motivo',
      cancel: 'Cancelar',
      confirm: 'Rechazar presupuesto',
    },
    deliverables: {
      language: 'Idioma',
      downloadAll: 'Descargar todo',
      noFilesForLanguage: 'No hay archivos disponibles para el idioma seleccionado',
      notAvailable: 'Los entregables aún no están disponibles. Inténtelo de nuevo más tarde.',
    },
    starter: {
      signingIn: 'Iniciando sesión…',
      failed: 'No se ha podido iniciar sesión. Inténtelo de nuevo más tarde.',
    },
    errorPage: {
      title: 'Se ha producido un error',
      withMessage: 'Error. {{message}}',
      generic:
        '¡Vaya! Se ha producido un error. Inténtelo de nuevo o póngase en contacto con el servicio de asistencia si el problema persiste.',
    },
    desk: {
      title: 'Área del proveedor',
      subtitle:
        'Responda a las solicitudes de compra: emita el presupuesto, entregue las traducciones y complete la solicitud.',
      listTitle: 'Solicitudes de compra',
      sentBackTitle: 'Devueltas con cambios solicitados',
      client: 'Cliente',
      open: 'Abrir',
      close: 'Cerrar',
      selectRequest: 'Seleccione una solicitud para responderla.',
      quoteDocument: 'Documento del presupuesto',
      currentQuote: 'Documento del presupuesto actual',
      noQuote: 'Aún no hay documento del presupuesto.',
      replaceQuote: 'Sustituir el documento del presupuesto',
      quoteFile: 'Documento del presupuesto (PDF)',
      totalPrice: 'Total del presupuesto (USD)',
      uploadQuote: 'Emitir presupuesto',
      quoteIssued: 'Se ha sustituido el documento del presupuesto; el cliente ya puede revisarlo.',
      deliverables: 'Entregables',
      deliverableLanguage: 'Idioma de destino',
      deliverableFiles: 'Archivos traducidos',
      uploadDeliverables: 'Subir entregables',
      deliverablesUploaded: 'Se han subido los entregables.',
      complete: 'Completar solicitud',
      completed: 'Se ha completado la solicitud.',
      fixTitle: 'Corregir lo devuelto',
      fixIntro:
        'Abra los archivos entregados en el editor y corríjalos; después, complete la solicitud para volver a entregarla.',
      fixLines: 'Revisar y editar las líneas',
      fixFile: 'Revisar y editar {{fileName}}',
      uploadedCount_one: '{{count}} archivo entregado para {{language}}',
      uploadedCount_many: '{{count}} de archivos entregados para {{language}}',
      uploadedCount_other: '{{count}} archivos entregados para {{language}}',
      validation: {
        fileRequired: 'Elija un archivo.',
        pdfRequired: 'El documento del presupuesto debe ser un PDF.',
        totalRequired: 'Introduzca un total superior a 0.',
        languageRequired: 'Elija un idioma de destino.',
      },
    },
  },
} satisfies Catalogue;
