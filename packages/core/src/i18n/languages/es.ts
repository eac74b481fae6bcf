// Core's texts in Spanish (usted, docs/ui-glossary.md); the keys mirror the English catalogue (decision 189).
import { CUSTOM_FIELD_VALUE_MAX_LENGTH } from '@lingua/contract';
import type { Catalogue } from '../i18n.ts';

export default {
  common: {
    required: 'Obligatorio',
    paging: {
      pageSize: 'Filas por página',
      range: '{{from}}–{{to}} de {{total}}',
      page: 'Página {{page}}',
      firstPage: 'Primera página',
      previousPage: 'Página anterior',
      nextPage: 'Página siguiente',
      lastPage: 'Última página',
    },
    validation: {
      required: 'Obligatorio',
      invalidFormat: 'Formato no válido',
      invalidEmail: 'Formato de correo electrónico no válido',
    },
    customFields: {
      required: 'Obligatorio',
      invalidFormat: 'Formato no válido',
      invalidDate: 'Formato no válido (MM/DD/AAAA)',
      notAnOption: 'Elija una de las opciones de la lista',
      invalidCheckbox: 'Debe ser «verdadero» o «falso»',
      personFirstName: 'El nombre es obligatorio.',
      personLastName: 'Los apellidos son obligatorios.',
      personEmail: 'Se requiere una dirección de correo electrónico válida.',
      htmlNotAllowed: 'No puede contener HTML',
      tooLong: `Como máximo ${CUSTOM_FIELD_VALUE_MAX_LENGTH} caracteres`,
      unknownType: 'Tipo de campo personalizado desconocido',
    },
    customField: {
      unknownType: 'Tipo de campo personalizado desconocido',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      email: 'Correo electrónico',
      datePlaceholder: 'MM/DD/AAAA',
      clearDate: 'Borrar fecha',
    },
    unexpectedError: 'Error inesperado',
    errorCode: '[Código de error: {{code}}]',
    signIn: 'Iniciar sesión',
    signInReason:
      'Inicie sesión con su cuenta de Lingua para usar esta función. El inicio de sesión se abre en una ventana nueva; esta página no cambia.',
    signUp: 'Registrarse',
    signOut: 'Cerrar sesión',
    accountSettings: 'Configuración de la cuenta',
    impersonateUser: 'Actuar como otro usuario',
    endImpersonation: 'Dejar de actuar como usuario',
    ok: 'Aceptar',
    cancel: 'Cancelar',
    chooseFile: 'Elegir un archivo',
    chooseFiles: 'Elegir archivos',
    confirm: 'Confirmar',
    close: 'Cerrar',
    retry: 'Reintentar',
    goHome: 'Ir a la página de inicio',
    loading: 'Cargando…',
    sessionExpiry: {
      title: 'Caducidad de la sesión',
      message_one:
        'Lleva un tiempo sin actividad. Por su seguridad, se cerrará su sesión dentro de {{count}} segundo.',
      message_many:
        'Lleva un tiempo sin actividad. Por su seguridad, se cerrará su sesión dentro de {{count}} de segundos.',
      message_other:
        'Lleva un tiempo sin actividad. Por su seguridad, se cerrará su sesión dentro de {{count}} segundos.',
      confirm: 'Sigo aquí',
    },
    errors: {
      status: {
        400: 'Solicitud incorrecta',
        401: 'No autenticado',
        403: 'Acceso denegado',
        404: 'No encontrado',
        500: 'Error interno del servidor',
        502: 'Puerta de enlace incorrecta',
        503: 'Servicio no disponible',
        generic: 'Error general',
      },
      title: 'Error',
      dashboard: 'Se ha producido un error. Vuelva a intentarlo más tarde.',
    },
    errorPage: {
      title: 'Vaya, algo ha salido mal',
    },
    uploadProgress: {
      label: 'Progreso de la subida',
    },
    barChart: {
      bar: '{{label}}: {{value}}',
      seriesBar: '{{label}} ({{series}}): {{value}}',
    },
  },
  accessRestricted: 'El acceso a esta página está restringido.',
  applicationAccessDisabled: 'El acceso a esta aplicación está desactivado para su cuenta.',
  downloadTranslatedFilesDialog: {
    failure: 'Vaya, algo ha salido mal. Vuelva a intentarlo.',
  },
  changePasswordPage: {
    federatedSsoWarning:
      'Su cuenta inicia sesión a través del proveedor de identidad de su organización. Cambie allí su contraseña.',
  },
  jobRequests: {
    columns: {
      name: 'Nombre',
      sourceLanguage: 'Idioma de origen',
      targetLanguages: 'Idiomas de destino',
      created: 'Creada',
      status: 'Estado',
      actions: 'Acciones',
    },
    status: {
      groups: {
        completed: 'Completada',
        changesRequested: 'Cambios solicitados',
        archived: 'Archivada',
        submittingToHumanExpert: 'Enviando a un traductor experto',
        submittedToHumanExpert: 'Enviada a un traductor experto',
        failed: 'Fallida',
        processing: 'En proceso',
        unknown: 'Estado desconocido',
      },
      labels: {
        analyzing: 'Analizando',
        translating: 'Traduciendo',
        completed: 'Completada',
        changesRequested: 'Cambios solicitados',
        processing: 'En proceso',
        inTranslation: 'En traducción',
        estimating: 'Calculando presupuesto',
        quoteReady: 'Presupuesto listo para revisar',
        quoteRejected: 'Presupuesto rechazado',
        quoteAccepted: 'Presupuesto aceptado',
        cancelled: 'Cancelada',
        cancelling: 'Cancelando',
        failed: 'Fallida',
        archived: 'Archivada',
      },
      tooltips: {
        created:
          'Su solicitud está en cola. El procesamiento puede tardar hasta 24 horas; esta página se actualiza automáticamente.',
        failed: 'No se ha podido completar la traducción. Vuelva a intentarlo.',
        submitted:
          'Su solicitud se ha enviado a nuestro equipo de traducción. Un gestor de proyectos se pondrá en contacto con usted.',
      },
      more: 'Más información sobre este estado',
    },
    list: {
      title: 'Sus solicitudes',
      everyone: 'Toda mi empresa',
      empty: 'Todavía no hay solicitudes.',
      emptyFiltered: 'Ninguna solicitud coincide con los estados seleccionados.',
      statusFilter: 'Filtrar por estado',
      statusFilterPlaceholder: 'Todos los estados',
      refreshing: 'Actualizando…',
      autoRefresh: 'Las solicitudes en curso se actualizan cada 10 segundos.',
      loading: 'Cargando solicitudes…',
    },
    paging: {
      page: 'Página {{page}}',
      previous: 'Página anterior',
      next: 'Página siguiente',
      pageSize: 'Filas por página',
      navigation: 'Paginación',
    },
    actions: {
      menu: 'Acciones para {{name}}',
      rename: 'Cambiar nombre',
      archive: 'Archivar',
      viewDetails: 'Ver detalles',
    },
    rename: {
      label: 'Nombre de la solicitud',
      save: 'Guardar',
      cancel: 'Cancelar',
      edit: 'Editar nombre',
      maxLength: 'El nombre puede tener como máximo {{max}} caracteres.',
      saved: 'Se ha cambiado el nombre de la solicitud.',
    },
    archive: {
      title: 'Archivar solicitud',
      message:
        '¿Desea archivar «{{name}}»? Seguirá en su lista con el estado Archivada y ya no se podrá cambiar su nombre.',
      confirm: 'Archivar',
      done: 'Se ha archivado la solicitud.',
    },
    zip: {
      title: 'Descargar archivos traducidos',
      preparing: 'Preparando su archivo ZIP…',
      ready: 'Su archivo ZIP está listo.',
      download: 'Descargar {{fileName}}',
    },
    download: {
      failed: 'No se ha podido descargar el archivo.',
    },
    files: {
      download: 'Descargar {{fileName}}',
      downloadShort: 'Descargar',
      deletedOn: 'Archivos eliminados el {{date}}',
    },
    errors: {
      unsupportedOrigination: 'Origen de la solicitud no admitido',
    },
  },
  emailVerificationDialog: {
    title: 'Verifique su dirección de correo electrónico',
    intro:
      'Hemos enviado un código de verificación de 6 caracteres a {{email}}. Introdúzcalo a continuación para continuar.',
    codeLabel: 'Código de verificación',
    codeCharacterLabel: 'Código de verificación, carácter {{position}} de {{length}}',
    sending: 'Enviando el código…',
    resend: 'Reenviar código',
    resent: 'Se ha enviado un código nuevo. Los códigos anteriores ya no son válidos.',
    verify: 'Verificar',
    invalidCode:
      'El código de verificación no es válido o ha caducado. Compruebe el código o solicite uno nuevo.',
    hint: '¿No ha recibido el correo? Revise su carpeta de correo no deseado o reenvíe el código.',
  },
} satisfies Catalogue;
