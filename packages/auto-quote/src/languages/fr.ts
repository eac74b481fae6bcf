// The automatic quote review's texts in French (vouvoiement, docs/ui-glossary.md); the keys mirror texts.ts
// (decision 189). The terms' figures come from the contract as in English, in French number format.
import {
  CLAIM_WINDOW_DAYS,
  DEFECT_CORRECTION_DAYS,
  ESTIMATE_VALIDITY_DAYS,
  LATE_INTEREST_PERCENT_PER_MONTH,
  LATE_INTEREST_PERCENT_PER_YEAR,
} from '@lingua/contract';
import type { Catalogue } from '@lingua/core';

const percent = (value: number) => value.toLocaleString('fr');

export default {
  autoQuote: {
    title: 'Votre devis',
    loading: 'Chargement de votre devis…',
    loadError: 'Nous n’avons pas pu charger ce devis.',
    missingId:
      'Aucun devis à afficher : cette page a besoin de l’identifiant d’un devis. Ouvrez le lien figurant dans l’e-mail de votre devis.',
    notFound: {
      title: 'Devis introuvable',
      message:
        'Aucun devis ne se trouve à cette adresse. Vérifiez le lien figurant dans l’e-mail de votre devis ou demandez-nous un nouveau devis.',
      signInHint:
        'Avez-vous demandé ce devis en étant connecté ? Dans ce cas, seuls vous et vos collègues pouvez le consulter : connectez-vous pour l’ouvrir.',
    },
    summary: {
      name: 'Nom du projet',
      creationDate: 'Créé le',
      sourceLanguage: 'Langue source',
      targetLanguages: 'Langues cibles',
      acceptanceStatus: 'Statut',
      referenceId: 'Référence',
      languagesHeading: 'Coût par langue',
      total: 'Total',
      units: 'Unités (pages)',
      cost: 'Coût',
      totalProjectCost: 'Coût total du projet',
      validUntil: 'Valable jusqu’au',
      pricePerPage: 'Prix par page',
    },
    status: {
      ACCEPTED: 'Accepté',
      REJECTED: 'Refusé',
      pending: 'En attente de votre décision',
    },
    provider: {
      heading: 'Devis émis par',
      name: 'Lingua Language Services',
      address: '1200 Harbor Boulevard, Suite 400\nSan Francisco, CA 94107\nÉtats-Unis',
    },
    terms: {
      link: 'Conditions générales',
      title: 'Conditions générales',
      estimates: `Les devis sont valables ${ESTIMATE_VALIDITY_DAYS} jours à compter de leur date de création.`,
      claims: `Toute réclamation concernant un travail livré doit être formulée dans les ${CLAIM_WINDOW_DAYS} jours suivant la livraison.`,
      lateInterest: `Tout retard de paiement entraîne des intérêts de ${percent(LATE_INTEREST_PERCENT_PER_MONTH)}\u00a0% par mois (${percent(LATE_INTEREST_PERCENT_PER_YEAR)}\u00a0% par an).`,
      defects: `Les défauts signalés dans les délais sont corrigés sous ${DEFECT_CORRECTION_DAYS} jours.`,
      invoices: 'Les factures sont émises à la fin de chaque mois.',
    },
    agreement: {
      label: 'J’ai pris connaissance des conditions d’utilisation et de la politique de confidentialité',
      required:
        'Veuillez cocher la case pour confirmer avoir pris connaissance des conditions d’utilisation et de la politique de confidentialité avant d’accepter le devis.',
    },
    accept: 'Accepter le devis',
    reject: 'Refuser le devis',
    rejectDialog: {
      title: 'Refuser le devis',
      message: 'Indiquez-nous pourquoi vous refusez ce devis (facultatif).',
      reason: 'Motif',
      confirm: 'Refuser le devis',
    },
    conflict: 'Erreur de conflit',
    payment: {
      title: 'Préférences de paiement',
      paymentType: 'Mode de paiement',
      types: {
        CREDIT_CARD: 'Carte bancaire',
        BILL_TO_ACCOUNT: 'Facturation sur compte client',
        INVOICE_DIRECTLY: 'Facturation directe',
      },
      unknownType: 'Type de champ personnalisé inconnu',
      billingAddress: 'Adresse de facturation',
      address1: 'Adresse (ligne 1)',
      address2: 'Adresse (ligne 2)',
      city: 'Ville',
      state: 'État ou région',
      country: 'Pays',
      zip: 'Code postal',
      email: 'Adresse e-mail',
      phone: 'Numéro de téléphone',
      clientIdNumber: 'Numéro client',
      personalCode: 'Code personnel',
      invoiceHint: 'Nous enverrons la facture au contact de cette demande.',
      submit: 'Accepter le devis',
    },
    expired: {
      title: 'Ce devis a expiré',
      message: 'Ce devis n’est plus valable. Veuillez demander un nouveau devis.',
    },
    result: {
      acceptedTitle: 'Devis accepté',
      accepted: 'Merci. Votre devis a été accepté et nous commençons à travailler sur votre projet.',
      rejectedTitle: 'Devis refusé',
      rejected: 'Votre devis a été refusé. Merci de nous en avoir informés.',
    },
    home: 'Aller à la page d’accueil',
  },
} satisfies Catalogue;
