// Core's texts in French (vouvoiement, docs/ui-glossary.md); the keys mirror the English catalogue (decision 189).
import { CUSTOM_FIELD_VALUE_MAX_LENGTH } from '@lingua/contract';
import type { Catalogue } from '../i18n.ts';

export default {
  common: {
    required: 'Obligatoire',
    paging: {
      pageSize: 'Lignes par page',
      range: '{{from}}–{{to}} sur {{total}}',
      page: 'Page {{page}}',
      firstPage: 'Première page',
      previousPage: 'Page précédente',
      nextPage: 'Page suivante',
      lastPage: 'Dernière page',
    },
    validation: {
      required: 'Obligatoire',
      invalidFormat: 'Format non valide',
      invalidEmail: 'Format d’adresse e-mail non valide',
    },
    customFields: {
      required: 'Obligatoire',
      invalidFormat: 'Format non valide',
      invalidDate: 'Format non valide (MM/JJ/AAAA)',
      notAnOption: 'Choisissez l’une des options proposées',
      invalidCheckbox: 'Doit être « vrai » ou « faux »',
      personFirstName: 'Le prénom est obligatoire.',
      personLastName: 'Le nom est obligatoire.',
      personEmail: 'Une adresse e-mail valide est obligatoire.',
      htmlNotAllowed: 'Ne doit pas contenir de HTML',
      tooLong: `${CUSTOM_FIELD_VALUE_MAX_LENGTH} caractères au maximum`,
      unknownType: 'Type de champ personnalisé inconnu',
    },
    customField: {
      unknownType: 'Type de champ personnalisé inconnu',
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'Adresse e-mail',
      datePlaceholder: 'MM/JJ/AAAA',
      clearDate: 'Effacer la date',
    },
    unexpectedError: 'Erreur inattendue',
    errorCode: '[Code d’erreur : {{code}}]',
    signIn: 'Se connecter',
    signInReason:
      'Connectez-vous avec votre compte Lingua pour utiliser cette fonction. La connexion s’ouvre dans une nouvelle fenêtre ; cette page reste inchangée.',
    signUp: 'Créer un compte',
    signOut: 'Se déconnecter',
    accountSettings: 'Paramètres du compte',
    impersonateUser: 'Agir en tant qu’utilisateur',
    endImpersonation: 'Reprendre votre identité',
    ok: 'OK',
    cancel: 'Annuler',
    chooseFile: 'Choisir un fichier',
    chooseFiles: 'Choisir des fichiers',
    confirm: 'Confirmer',
    close: 'Fermer',
    retry: 'Réessayer',
    goHome: 'Aller à la page d’accueil',
    loading: 'Chargement…',
    sessionExpiry: {
      title: 'Expiration de la session',
      message_one:
        'Vous êtes inactif depuis un moment. Pour votre sécurité, vous serez déconnecté dans {{count}} seconde.',
      message_many:
        'Vous êtes inactif depuis un moment. Pour votre sécurité, vous serez déconnecté dans {{count}} de secondes.',
      message_other:
        'Vous êtes inactif depuis un moment. Pour votre sécurité, vous serez déconnecté dans {{count}} secondes.',
      confirm: 'Je suis là',
    },
    errors: {
      status: {
        400: 'Requête incorrecte',
        401: 'Non authentifié',
        403: 'Accès refusé',
        404: 'Introuvable',
        500: 'Erreur interne du serveur',
        502: 'Passerelle incorrecte',
        503: 'Service indisponible',
        generic: 'Erreur générale',
      },
      title: 'Erreur',
      dashboard: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
    },
    errorPage: {
      title: 'Oups, un problème est survenu',
    },
    uploadProgress: {
      label: 'Progression du chargement',
    },
    barChart: {
      bar: '{{label}} : {{value}}',
      seriesBar: '{{label}} ({{series}}) : {{value}}',
    },
  },
  accessRestricted: 'L’accès à cette page est restreint.',
  applicationAccessDisabled: 'L’accès à cette application est désactivé pour votre compte.',
  downloadTranslatedFilesDialog: {
    failure: 'Oups, un problème est survenu. Veuillez réessayer.',
  },
  changePasswordPage: {
    federatedSsoWarning:
      'Votre compte se connecte via le fournisseur d’identité de votre organisation. Modifiez votre mot de passe auprès de celui-ci.',
  },
  jobRequests: {
    columns: {
      name: 'Nom',
      sourceLanguage: 'Langue source',
      targetLanguages: 'Langues cibles',
      created: 'Créée le',
      status: 'Statut',
      actions: 'Actions',
    },
    status: {
      groups: {
        completed: 'Terminée',
        changesRequested: 'Modifications demandées',
        archived: 'Archivée',
        submittingToHumanExpert: 'Transmission à un traducteur expert',
        submittedToHumanExpert: 'Transmise à un traducteur expert',
        failed: 'Échec',
        processing: 'En cours de traitement',
        unknown: 'Statut inconnu',
      },
      labels: {
        analyzing: 'Analyse en cours',
        translating: 'Traduction en cours',
        completed: 'Terminée',
        changesRequested: 'Modifications demandées',
        processing: 'En cours de traitement',
        inTranslation: 'En traduction',
        estimating: 'Chiffrage en cours',
        quoteReady: 'Devis prêt à être examiné',
        quoteRejected: 'Devis refusé',
        quoteAccepted: 'Devis accepté',
        cancelled: 'Annulée',
        cancelling: 'Annulation en cours',
        failed: 'Échec',
        archived: 'Archivée',
      },
      tooltips: {
        created:
          'Votre demande est en file d’attente. Le traitement peut prendre jusqu’à 24 heures ; cette page se met à jour automatiquement.',
        failed: 'La traduction n’a pas pu être réalisée. Veuillez réessayer.',
        submitted:
          'Votre demande a été transmise à notre équipe de traduction. Un chef de projet vous contactera.',
      },
      more: 'En savoir plus sur ce statut',
    },
    list: {
      title: 'Vos demandes',
      everyone: 'Toute mon entreprise',
      empty: 'Aucune demande pour le moment.',
      emptyFiltered: 'Aucune demande ne correspond aux statuts sélectionnés.',
      statusFilter: 'Filtrer par statut',
      statusFilterPlaceholder: 'Tous les statuts',
      refreshing: 'Mise à jour…',
      autoRefresh: 'Les demandes en cours sont mises à jour toutes les 10 secondes.',
      loading: 'Chargement des demandes…',
    },
    paging: {
      page: 'Page {{page}}',
      previous: 'Page précédente',
      next: 'Page suivante',
      pageSize: 'Lignes par page',
      navigation: 'Pagination',
    },
    actions: {
      menu: 'Actions pour {{name}}',
      rename: 'Renommer',
      archive: 'Archiver',
      viewDetails: 'Voir le détail',
    },
    rename: {
      label: 'Nom de la demande',
      save: 'Enregistrer',
      cancel: 'Annuler',
      edit: 'Modifier le nom',
      maxLength: 'Le nom ne peut pas dépasser {{max}} caractères.',
      saved: 'La demande a été renommée.',
    },
    archive: {
      title: 'Archiver la demande',
      message:
        'Archiver « {{name}} » ? Elle reste dans votre liste avec le statut Archivée et ne peut plus être renommée.',
      confirm: 'Archiver',
      done: 'La demande a été archivée.',
    },
    zip: {
      title: 'Télécharger les fichiers traduits',
      preparing: 'Préparation de votre fichier ZIP…',
      ready: 'Votre fichier ZIP est prêt.',
      download: 'Télécharger {{fileName}}',
    },
    download: {
      failed: 'Le fichier n’a pas pu être téléchargé.',
    },
    files: {
      download: 'Télécharger {{fileName}}',
      downloadShort: 'Télécharger',
      deletedOn: 'Fichiers supprimés le {{date}}',
    },
    errors: {
      unsupportedOrigination: 'Origine de la demande non prise en charge',
    },
  },
  emailVerificationDialog: {
    title: 'Vérifiez votre adresse e-mail',
    intro:
      'Nous avons envoyé un code de vérification à 6 caractères à {{email}}. Saisissez-le ci-dessous pour continuer.',
    codeLabel: 'Code de vérification',
    codeCharacterLabel: 'Code de vérification, caractère {{position}} sur {{length}}',
    sending: 'Envoi du code…',
    resend: 'Renvoyer le code',
    resent: 'Un nouveau code a été envoyé. Les codes précédents ne sont plus valables.',
    verify: 'Vérifier',
    invalidCode:
      'Le code de vérification est incorrect ou a expiré. Vérifiez le code ou demandez-en un nouveau.',
    hint: 'Vous n’avez pas reçu l’e-mail ? Consultez votre dossier de courrier indésirable ou renvoyez le code.',
  },
} satisfies Catalogue;
