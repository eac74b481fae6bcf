// The automatic quote review's texts in Spanish (usted, docs/ui-glossary.md); the keys mirror texts.ts
// (decision 189). The terms' figures come from the contract as in English, in Spanish number format.
import {
  CLAIM_WINDOW_DAYS,
  DEFECT_CORRECTION_DAYS,
  ESTIMATE_VALIDITY_DAYS,
  LATE_INTEREST_PERCENT_PER_MONTH,
  LATE_INTEREST_PERCENT_PER_YEAR,
} from '@lingua/contract';
import type { Catalogue } from '@lingua/core';

const percent = (value: number) => value.toLocaleString('es');

export default {
  autoQuote: {
    title: 'Su presupuesto',
    loading: 'Cargando su presupuesto…',
    loadError: 'No hemos podido cargar este presupuesto.',
    missingId:
      'No hay ningún presupuesto que mostrar: esta página necesita el identificador de un presupuesto. Abra el enlace del correo electrónico de su presupuesto.',
    notFound: {
      title: 'Presupuesto no encontrado',
      message:
        'No hay ningún presupuesto en esta dirección. Compruebe el enlace del correo electrónico de su presupuesto o solicítenos uno nuevo.',
      signInHint:
        '¿Solicitó este presupuesto con la sesión iniciada? En ese caso, solo usted y sus compañeros pueden verlo: inicie sesión para abrirlo.',
    },
    summary: {
      name: 'Nombre del proyecto',
      creationDate: 'Creado el',
      sourceLanguage: 'Idioma de origen',
      targetLanguages: 'Idiomas de destino',
      acceptanceStatus: 'Estado',
      referenceId: 'Referencia',
      languagesHeading: 'Coste por idioma',
      total: 'Total',
      units: 'Unidades (páginas)',
      cost: 'Coste',
      totalProjectCost: 'Coste total del proyecto',
      validUntil: 'Válido hasta',
      pricePerPage: 'Precio por página',
    },
    status: {
      ACCEPTED: 'Aceptado',
      REJECTED: 'Rechazado',
      pending: 'Pendiente de su decisión',
    },
    provider: {
      heading: 'Presupuesto emitido por',
      name: 'Lingua Language Services',
      address: '1200 Harbor Boulevard, Suite 400\nSan Francisco, CA 94107\nEstados Unidos',
    },
    terms: {
      link: 'Términos y condiciones',
      title: 'Términos y condiciones',
      estimates: `Los presupuestos son válidos durante ${ESTIMATE_VALIDITY_DAYS} días desde su fecha de creación.`,
      claims: `Las reclamaciones sobre trabajos entregados deben presentarse en un plazo de ${CLAIM_WINDOW_DAYS} días desde la entrega.`,
      lateInterest: `Los pagos atrasados devengan un interés del ${percent(LATE_INTEREST_PERCENT_PER_MONTH)} % mensual (${percent(LATE_INTEREST_PERCENT_PER_YEAR)} % anual).`,
      defects: `Los defectos notificados a tiempo se corrigen en un plazo de ${DEFECT_CORRECTION_DAYS} días.`,
      invoices: 'Las facturas se emiten al final de cada mes.',
    },
    agreement: {
      label: 'Confirmo que he leído los Términos del servicio y la Política de privacidad',
      required:
        'Marque la casilla para confirmar que ha leído los Términos del servicio y la Política de privacidad antes de aceptar el presupuesto.',
    },
    accept: 'Aceptar presupuesto',
    reject: 'Rechazar presupuesto',
    rejectDialog: {
      title: 'Rechazar presupuesto',
      message: 'Indíquenos por qué rechaza este presupuesto (opcional).',
      reason: 'Motivo',
      confirm: 'Rechazar presupuesto',
    },
    conflict: 'Error de conflicto',
    payment: {
      title: 'Preferencias de pago',
      paymentType: 'Método de pago',
      types: {
        CREDIT_CARD: 'Tarjeta de crédito',
        BILL_TO_ACCOUNT: 'Cargo a la cuenta de cliente',
        INVOICE_DIRECTLY: 'Facturación directa',
      },
      unknownType: 'Tipo de campo personalizado desconocido',
      billingAddress: 'Dirección de facturación',
      address1: 'Dirección (línea 1)',
      address2: 'Dirección (línea 2)',
      city: 'Ciudad',
      state: 'Estado o provincia',
      country: 'País',
      zip: 'Código postal',
      email: 'Correo electrónico',
      phone: 'Número de teléfono',
      clientIdNumber: 'Número de cliente',
      personalCode: 'Código personal',
      invoiceHint: 'Enviaremos la factura al contacto de esta solicitud.',
      submit: 'Aceptar presupuesto',
    },
    expired: {
      title: 'Este presupuesto ha caducado',
      message: 'El presupuesto ya no es válido. Solicite un nuevo presupuesto.',
    },
    result: {
      acceptedTitle: 'Presupuesto aceptado',
      accepted: 'Gracias. Su presupuesto se ha aceptado y estamos empezando a trabajar en su proyecto.',
      rejectedTitle: 'Presupuesto rechazado',
      rejected: 'Su presupuesto se ha rechazado. Gracias por comunicárnoslo.',
    },
    home: 'Ir a la página de inicio',
  },
} satisfies Catalogue;
