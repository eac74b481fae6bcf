// The procurement area's texts in French (vouvoiement, docs/ui-glossary.md); the keys mirror texts.ts
// (decision 189). Coupa is a product name.
import type { Catalogue } from '@lingua/core';

export default {
  coupa: {
    signInReason:
      'Suivez les demandes de traduction que votre organisation a envoyées depuis sa plateforme d’achat : leur statut, leurs devis et les fichiers livrés. Connectez-vous avec votre compte Lingua : les demandes appartiennent au compte de votre organisation.',
    list: {
      title: 'Demandes Coupa',
      createRequest: 'Créer une demande',
      createDisabled: 'Ouvrez la plateforme d’achat et relancez un punch-out pour créer une demande.',
      submittedOn: 'Envoyée le',
      viewDetails: 'voir le détail',
    },
    detail: {
      back: 'Retour aux demandes Coupa',
      summary: 'Récapitulatif',
      status: 'Statut',
      submittedOn: 'Envoyée le',
      sourceLanguage: 'Langue source',
      targetLanguages: 'Langues cibles',
      tabsLabel: 'Sections de la demande',
      tabs: {
        sourceDocuments: 'Documents source',
        quote: 'Devis',
        deliverables: 'Livrables',
      },
      sourceFiles: 'Fichiers source',
      referenceFiles: 'Fichiers de référence',
      sourceFileLinks: 'Liens vers les fichiers source',
      noSourceDocuments: 'Cette demande ne contient aucun document source.',
      opensInNewTab: '{{name}} (s’ouvre dans un nouvel onglet)',
    },
    quote: {
      viewerTitle: 'Document de confirmation du devis',
      unavailable:
        'Le devis n’est pas disponible pour le moment. Merci de votre patience. Veuillez revenir plus tard.',
      accept: 'Accepter le devis',
      reject: 'Refuser le devis',
      accepted: 'Le devis a été accepté.',
      notReturned:
        'Le devis a été accepté, mais il n’a pas pu être renvoyé à la plateforme d’achat, car votre session de punch-out est terminée. Veuillez lancer un nouveau punch-out depuis votre plateforme d’achat pour le commander.',
      rejected: 'Le devis a été refusé.',
      loadingDocument: 'Chargement du document de devis…',
    },
    rejectDialog: {
      title: 'Refuser le devis',
      text: 'Veuillez indiquer le motif du refus du devis :',
      reasonLabel: 'Motif',
      cancel: 'Annuler',
      confirm: 'Refuser le devis',
    },
    deliverables: {
      language: 'Langue',
      downloadAll: 'Tout télécharger',
      noFilesForLanguage: 'Aucun fichier n’est disponible pour la langue sélectionnée',
      notAvailable: 'Les livrables ne sont pas encore disponibles. Veuillez réessayer plus tard.',
    },
    starter: {
      signingIn: 'Connexion en cours…',
      failed: 'Connexion impossible. Veuillez réessayer plus tard.',
    },
    errorPage: {
      title: 'Une erreur s’est produite',
      withMessage: 'Erreur. {{message}}',
      generic:
        'Oups ! Une erreur s’est produite. Veuillez réessayer ou contacter le support si le problème persiste.',
    },
    desk: {
      title: 'Espace prestataire',
      subtitle:
        'Répondez aux demandes d’achat : émettez le devis, livrez les traductions, terminez la demande.',
      listTitle: 'Demandes d’achat',
      sentBackTitle: 'Renvoyées avec des modifications demandées',
      client: 'Client',
      open: 'Ouvrir',
      close: 'Fermer',
      selectRequest: 'Sélectionnez une demande pour y répondre.',
      quoteDocument: 'Document de devis',
      currentQuote: 'Document de devis actuel',
      noQuote: 'Aucun document de devis pour le moment.',
      replaceQuote: 'Remplacer le document de devis',
      quoteFile: 'Document de devis (PDF)',
      totalPrice: 'Total du devis (USD)',
      uploadQuote: 'Émettre le devis',
      quoteIssued: 'Le document de devis a été remplacé ; le client peut maintenant le consulter.',
      deliverables: 'Livrables',
      deliverableLanguage: 'Langue cible',
      deliverableFiles: 'Fichiers traduits',
      uploadDeliverables: 'Charger les livrables',
      deliverablesUploaded: 'Les livrables ont été chargés.',
      complete: 'Terminer la demande',
      completed: 'La demande a été terminée.',
      fixTitle: 'Corriger ce qui a été renvoyé',
      fixIntro:
        'Ouvrez les fichiers livrés dans l’éditeur et corrigez-les, puis terminez la demande pour la livrer à nouveau.',
      fixLines: 'Réviser et modifier les lignes',
      fixFile: 'Réviser et modifier {{fileName}}',
      uploadedCount_one: '{{count}} fichier livré pour {{language}}',
      uploadedCount_many: '{{count}} de fichiers livrés pour {{language}}',
      uploadedCount_other: '{{count}} fichiers livrés pour {{language}}',
      validation: {
        fileRequired: 'Choisissez un fichier.',
        pdfRequired: 'Le document de devis doit être un PDF.',
        totalRequired: 'Saisissez un total supérieur à 0.',
        languageRequired: 'Choisissez une langue cible.',
      },
    },
  },
} satisfies Catalogue;
