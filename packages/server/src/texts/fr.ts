// What the server writes for people, in French (decision 190): vouvoiement, the terms of docs/ui-glossary.md,
// « … » and a narrow no-break space before : ; ? !; the keys mirror en.ts. Notice titles as the bell shows them.
import type { TextResources } from '@lingua/core/catalogue';

export default {
  common: {
    greeting: 'Bonjour {{name}},',
    greetingNoName: 'Bonjour,',
    portalLink: 'Lingua Portal : {{link}}',
    signature: 'Lingua Portal',
    separator: ', ',
    sourceLanguage: 'Langue source : {{language}}',
    targetLanguages: 'Langues cibles : {{languages}}',
    reference: 'Référence : {{id}}',
  },
  request: {
    subjectQuote: 'Nous avons bien reçu votre demande de devis : {{name}}',
    subjectProject: 'Nous avons bien reçu votre demande de projet de traduction : {{name}}',
    receivedQuote: 'Merci ! Nous avons bien reçu votre demande de devis « {{name}} ».',
    receivedProject: 'Merci ! Nous avons bien reçu votre demande de projet de traduction « {{name}} ».',
    nextQuote:
      'Nous préparons votre devis et vous enverrons un lien pour le consulter. Nous répondons aux demandes de devis sous 24 heures et revenons vers vous sous 1 jour ouvré.',
    nextProject: 'Notre équipe va commencer votre projet et vous tiendra informé de son avancement.',
  },
  estimate: {
    subject: 'Votre devis est prêt : {{name}}',
    ready: 'Votre devis pour « {{name}} » est prêt.',
    pages: 'Pages : {{pages}}',
    total: 'Total : {{amount}}',
    review_one: 'Consultez-le, acceptez-le ou refusez-le ici (valable {{count}} jour) : {{link}}',
    review_many: 'Consultez-le, acceptez-le ou refusez-le ici (valable {{count}} jours) : {{link}}',
    review_other: 'Consultez-le, acceptez-le ou refusez-le ici (valable {{count}} jours) : {{link}}',
  },
  code: {
    subject: 'Votre code de vérification Lingua Portal',
    code: 'Votre code de vérification Lingua Portal est {{code}}',
    enter_one:
      'Saisissez-le dans le portail pour confirmer votre adresse e-mail. Il expire dans {{count}} minute et ne peut être utilisé qu’une seule fois.',
    enter_many:
      'Saisissez-le dans le portail pour confirmer votre adresse e-mail. Il expire dans {{count}} minutes et ne peut être utilisé qu’une seule fois.',
    enter_other:
      'Saisissez-le dans le portail pour confirmer votre adresse e-mail. Il expire dans {{count}} minutes et ne peut être utilisé qu’une seule fois.',
    ignore: 'Si vous n’avez pas demandé ce code, vous pouvez ignorer ce message.',
  },
  confirm: {
    subject: 'Confirmez votre adresse e-mail pour Lingua Portal',
    please: 'Veuillez confirmer votre adresse e-mail pour terminer la création de votre compte Lingua Portal :',
    valid: 'Le lien est valable 24 heures. Si vous n’avez pas créé de compte, vous pouvez ignorer ce message.',
  },
  lockout: {
    subject: 'La connexion à votre compte Lingua Portal a été suspendue',
    attempts_one:
      '{{count}} tentative de connexion à votre compte Lingua Portal ({{username}}) a échoué depuis un navigateur qui ne s’y était jamais connecté. La connexion depuis ces navigateurs est suspendue pendant {{wait}} ; les navigateurs avec lesquels vous vous êtes déjà connecté ne sont pas concernés.',
    attempts_many:
      '{{count}} tentatives de connexion à votre compte Lingua Portal ({{username}}) ont échoué depuis des navigateurs qui ne s’y étaient jamais connectés. La connexion depuis ces navigateurs est suspendue pendant {{wait}} ; les navigateurs avec lesquels vous vous êtes déjà connecté ne sont pas concernés.',
    attempts_other:
      '{{count}} tentatives de connexion à votre compte Lingua Portal ({{username}}) ont échoué depuis des navigateurs qui ne s’y étaient jamais connectés. La connexion depuis ces navigateurs est suspendue pendant {{wait}} ; les navigateurs avec lesquels vous vous êtes déjà connecté ne sont pas concernés.',
    latest: 'La dernière tentative provenait de l’adresse {{address}}, le {{time}}.',
    advice:
      'S’il s’agissait de vous, patientez puis réessayez, ou connectez-vous depuis un navigateur que vous avez déjà utilisé. Sinon, quelqu’un essaie peut-être de deviner votre mot de passe : connectez-vous, changez-le et envisagez d’activer l’authentification multifacteur.',
  },
  webhook: {
    subject: 'Un point de terminaison webhook de votre entreprise a été désactivé',
    disabled:
      'Le point de terminaison webhook {{url}} a été désactivé : toutes les livraisons vers celui-ci ont échoué pendant une journée.',
    help: 'Son journal de livraison indique chaque tentative et le début de chaque réponse. Dès que le destinataire répond à nouveau, réactivez le point de terminaison dans Paramètres du compte → Webhooks et relancez la livraison de ce qu’il n’a pas reçu.',
  },
  notice: {
    title: {
      request_completed: 'Votre demande « {{name}} » est terminée',
      request_failed: 'Votre demande « {{name}} » n’a pas pu être menée à bien',
      media_files_rebuilt: 'Les fichiers multimédias de « {{name}} » ont été régénérés',
      quote_ready: 'Votre devis pour « {{name}} » est prêt',
      review_changes_requested: 'Modifications demandées sur « {{name}} »',
      review_approved: 'Une traduction de « {{name}} » a été approuvée',
      message_created: 'Nouveau message concernant « {{name}} »',
      files_deletion_scheduled: 'Les fichiers de {{name}} seront supprimés dans 7 jours',
    },
    line: '{{title}}.',
    open: 'Ouvrir dans Lingua Portal : {{link}}',
    why: 'Vous recevez cet e-mail parce que vous avez fait cette demande. Choisissez les notifications que vous recevez par e-mail : {{link}}',
    whyHandled:
      'Vous recevez cet e-mail parce que vous avez traité cette demande. Choisissez les notifications que vous recevez par e-mail : {{link}}',
    failedHelp:
      'Rien ne vous a été facturé pour ce qui n’a pas pu être réalisé. Ouvrez la demande pour voir ce qui s’est passé, ou contactez-nous.',
    retentionHelp:
      'Le paramètre de conservation de votre entreprise supprime les fichiers des demandes terminées ; les demandes restent listées. Pour conserver les fichiers, modifiez ce paramètre dans l’onglet Fichiers des paramètres du compte avant cette date.',
    retentionWhy:
      'Vous recevez cet e-mail parce que vous êtes administrateur client de {{company}}. Choisissez les notifications que vous recevez par e-mail : {{link}}',
  },
  conversation: {
    wrote: '{{author}} a écrit :',
    attachments: 'Pièces jointes : {{names}}',
    reply: 'Répondez à cet e-mail pour répondre dans la conversation, ou ouvrez-la dans Lingua Portal : {{link}}',
    why: 'Vous recevez cet e-mail parce que vous participez à cette conversation. Choisissez les notifications que vous recevez par e-mail : {{link}}',
  },
  signIn: {
    title: 'Se connecter',
    intro: 'Connectez-vous à votre compte Lingua Portal.',
    username: 'Nom d’utilisateur ou e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    mfaTitle: 'Vérifier votre identité',
    code: 'Code d’authentification',
    codeHint: 'Saisissez le code à 6 chiffres de votre application d’authentification.',
    verify: 'Vérifier',
    home: 'Aller à la page d’accueil',
    failedTitle: 'La connexion n’a pas pu aboutir',
    expiredTitle: 'Connexion expirée',
    unableTitle: 'Connexion impossible',
    unexpected: 'Erreur inattendue',
    wrongCredentials: 'Nom d’utilisateur ou mot de passe incorrect.',
    disabled: 'Votre compte est désactivé.',
    invalidCode: 'Code non valide. Veuillez réessayer ou attendre que le code change.',
    unconfirmed: 'Veuillez d’abord confirmer votre adresse e-mail.',
    punchoutFailed: 'Connexion impossible. Veuillez réessayer plus tard.',
    expired: 'Votre demande de connexion a expiré. Veuillez recommencer depuis le portail.',
    throttled: 'Trop de tentatives infructueuses. Veuillez patienter {{wait}} puis réessayer.',
    federationFailed:
      'La connexion auprès du fournisseur d’identité de votre entreprise n’a pas abouti. Veuillez réessayer.',
    federationUnavailable:
      'Le fournisseur d’identité de votre entreprise est injoignable pour le moment. Veuillez réessayer plus tard.',
    federationWrongDomain:
      'Le fournisseur d’identité de votre entreprise vous a connecté avec une adresse e-mail qui n’appartient pas à votre entreprise.',
    federationConflict:
      'Un compte existe déjà avec cette adresse e-mail et ne peut pas être connecté via le fournisseur d’identité de votre entreprise. Veuillez contacter le support.',
  },
  signOut: {
    title: 'Se déconnecter',
    heading: 'Déconnexion en cours',
    text: 'Vous êtes en cours de déconnexion de Lingua Portal.',
    submit: 'Se déconnecter',
  },
  bridge: {
    title: 'Connexion',
    heading: 'Connexion en cours…',
    done: 'Vous êtes connecté. Cette fenêtre se ferme d’elle-même ; vous pouvez aussi la fermer.',
    lost: 'La page qui a ouvert cette fenêtre n’existe plus. Fermez cette fenêtre et reconnectez-vous depuis la page.',
    refusedTitle: 'Connexion non autorisée ici',
    refused:
      'Le site {{origin}} n’est pas enregistré pour intégrer Lingua. Demandez à votre contact Lingua de l’enregistrer.',
    unknownOrigin: '(inconnu)',
  },
  pdf: {
    pages_one: '{{count}} page',
    pages_many: '{{count}} pages',
    pages_other: '{{count}} pages',
    words_one: '{{count}} mot',
    words_many: '{{count}} mots',
    words_other: '{{count}} mots',
    request: 'Demande : {{name}}',
  },
  quotePdf: {
    title: 'Confirmation de devis',
    documentTitle: 'Confirmation de devis {{name}}',
    client: 'Client : {{name}}',
    issued: 'Émis le {{issued}}, valable jusqu’au {{valid}}',
    targetLanguage: 'Langue cible',
    pages: 'Pages',
    pricePerPage: 'Prix par page',
    amount: 'Montant',
    total: 'Total général',
    documents: 'Documents analysés',
    file: '{{name}} : {{pages}}, {{words}}',
    terms: 'Conditions',
    term: {
      validity: 'Les devis sont valables 30 jours.',
      claims: 'Les réclamations sont acceptées dans les 30 jours suivant la livraison.',
      interest: 'Tout retard de paiement entraîne des intérêts de 1,5 % par mois (18 % par an).',
      defects: 'Les défauts sont corrigés dans un délai de 30 jours.',
      invoices: 'Les factures sont émises en fin de mois.',
    },
  },
  receiptPdf: {
    title: 'Attestation de suppression',
    documentTitle: 'Attestation de suppression {{id}}',
    company: 'Entreprise : {{name}}',
    receipt: 'Attestation : {{id}}',
    reason: {
      request: 'Les fichiers d’une demande, supprimés sur demande',
      company: 'Les demandes de l’entreprise terminées avant une date, supprimées sur demande',
      retention: 'Supprimés par le paramètre de conservation de l’entreprise',
    },
    requestedBy: 'Demandée par : {{name}}',
    endedBefore: 'Demandes terminées avant le : {{date}}',
    started: 'Début : {{date}}',
    completed: 'Fin : {{date}}',
    objects: 'Objets supprimés : {{objects}}, {{bytes}}',
    units: 'Unités de mémoire de traduction supprimées : {{count}}',
    entries: 'Entrées de glossaire supprimées : {{count}}',
    kept: 'aucune (conservées)',
    requests: 'Demandes',
    line: '{{name}} ({{id}}) : {{objects}}, {{bytes}}',
    objectCount_one: '{{count}} objet',
    objectCount_many: '{{count}} objets',
    objectCount_other: '{{count}} objets',
  },
  qualityPdf: {
    title: 'Rapport qualité',
    documentTitle: 'Rapport qualité : {{file}} ({{language}})',
    file: 'Fichier : {{name}}',
    language: 'Langue : {{language}}',
    score: 'Note de qualité {{score}} — {{verdict}}',
    scoreInconclusive: 'Note de qualité {{score}} — {{verdict}} (non concluant : moins de 1 000 mots évalués)',
    verdict: { PASS: 'RÉUSSI', FAIL: 'ÉCHEC' },
    penalty:
      '{{penalty}} points de pénalité sur {{words}} mots source : {{perThousand}} pour 1 000 mots ; tolérance {{tolerance}} (profil {{profile}}, version {{version}})',
    byType: 'Problèmes pris en compte, par type et gravité MQM',
    issues: 'Problèmes ({{count}})',
    more: '… et {{count}} de plus dans le fichier CSV',
    plain: {
      wrongMeaning: 'sens erroné',
      wrongTerm: 'terme erroné',
      readsBadly: 'se lit mal',
      formattingBroken: 'mise en forme cassée',
      shouldNotBeTranslated: 'n’aurait pas dû être traduit',
    },
    status: { OPEN: 'ouvert', ACCEPTED: 'accepté', REJECTED: 'refusé', FIXED: 'corrigé' },
  },
} satisfies TextResources;
