// The portal's first-screen texts in French (vouvoiement, docs/ui-glossary.md); the keys mirror portal-texts.ts
// (decision 189). The content pages' texts load with the pages (content/languages/).
import type { Catalogue } from '@lingua/core';

export default {
  portal: {
    brand: {
      name: 'Lingua',
      tagline: 'Portail de services linguistiques',
      homeLink: 'Accueil du portail Lingua',
    },
    header: {
      signIn: 'Se connecter',
      signUp: 'Créer un compte',
      userMenu: '{{name}} – menu utilisateur',
      accountSettings: 'Paramètres du compte',
      impersonate: 'Agir en tant qu’utilisateur',
      endImpersonation: 'Reprendre votre identité',
      signOut: 'Se déconnecter',
      mainNavigation: 'Navigation principale',
      menu: 'Menu',
      providerDesk: 'Espace prestataire',
      conversationsInbox: 'Boîte de réception des échanges',
      roles: 'Rôles : {{roles}}',
      languageShown: 'Langue : {{language}}',
    },
    impersonation: {
      banner: 'Vous agissez en tant que {{name}}',
      bannerHint:
        'Chaque action est effectuée au nom de cet utilisateur jusqu’à ce que vous repreniez votre identité.',
      dialogTitle: 'Agir en tant qu’utilisateur',
      dialogIntro:
        'Agissez en tant qu’un autre utilisateur pour voir le portail comme lui. Chacune de vos actions est enregistrée sous votre propre nom.',
      username: 'Nom d’utilisateur',
      usernameDescription: 'L’identifiant de connexion du compte, généralement son adresse e-mail.',
      submit: 'Agir en tant que cet utilisateur',
      cancel: 'Annuler',
      required: 'Obligatoire',
    },
    footer: {
      copyright: '© {{year}} Lingua Language Services. Tous droits réservés.',
      privacy: 'Politique de confidentialité',
      contactHeading: 'Nous contacter',
      email: 'support@lingua.example',
      emailLabel: 'Écrire à support@lingua.example',
      phone: '+1 (800) 555-0199',
      phoneHref: '+18005550199',
      phoneLabel: 'Appeler le +1 (800) 555-0199',
      hours: 'Service clients : du lundi au vendredi, de 8 h à 20 h (heure de l’Est des États-Unis).',
      servicesHeading: 'Services',
      helpHeading: 'Aide',
      faq: 'Questions fréquentes',
      wizard: 'Trouver le service adapté',
    },
    home: {
      welcomeTitle: 'Des traductions professionnelles, selon vos exigences',
      welcomeLead:
        'Demandez un devis ou lancez un projet de traduction en quelques minutes, suivez son avancement et recevez vos fichiers ici. Des linguistes certifiés dans plus de 200 langues, épaulés par une traduction automatique sécurisée lorsque la rapidité prime.',
      signIn: 'Se connecter',
      requestQuote: 'Demander un devis',
      highlights: {
        quality: 'Traduction et révision certifiées ISO 17100',
        speed: 'Devis sous 24 heures, suivi sous 1 jour ouvré',
        security: 'Transfert et stockage chiffrés, connexion multifacteur',
      },
      explore: 'Découvrir nos services',
      signedInTitle: 'Bon retour parmi nous, {{name}}',
      signedInLead: 'Choisissez un outil pour commencer.',
      noTools:
        'Aucun outil n’est encore activé pour votre compte. Contactez votre responsable de compte pour les activer.',
      opensExternal: '(s’ouvre dans un nouvel onglet)',
      projectSystemLinkFailed:
        'Le tableau de bord des projets n’a pas pu être ouvert. Veuillez réessayer plus tard.',
    },
    toolCards: {
      createProject: {
        title: 'Demander une traduction',
        description:
          'Chargez des documents, collez du texte ou partagez des liens, puis obtenez un devis ou lancez un projet.',
      },
      xtrfDashboard: {
        title: 'Tableau de bord des projets',
        description: 'Suivez chaque projet, devis et livraison dans le système de gestion de projets.',
      },
      invoices: { title: 'Factures', description: 'Consultez et téléchargez vos factures et relevés.' },
      llsInterpretingService: {
        title: 'Services d’interprétation',
        description: 'Réservez des interprètes sur place, par vidéo ou par téléphone pour vos rendez-vous.',
      },
      languageLineConnect: {
        title: 'Language Line Connect',
        description: 'Joignez un interprète professionnel par téléphone ou par vidéo en quelques secondes.',
      },
      websiteProxy: {
        title: 'Traduction de sites web',
        description: 'Publiez votre site web dans d’autres langues sans le reconstruire.',
      },
      connector: {
        title: 'Connecteurs',
        description:
          'Envoyez du contenu de votre CMS, de votre dépôt ou de votre outil de conception directement en traduction.',
      },
      machineTranslation: {
        title: 'Traduction par IA',
        description:
          'Traduisez textes, documents, fichiers audio et vidéo en quelques secondes grâce à une traduction automatique sécurisée.',
      },
      quickTranslation: {
        title: 'Traduction express',
        description: 'Des textes courts traduits par un linguiste professionnel en quelques heures.',
      },
      consoleHelp: {
        title: 'Aide et FAQ',
        description:
          'Réponses sur les commandes, les devis, les formats de fichier, la sécurité et la connexion.',
      },
      reports: {
        title: 'Rapports',
        description: 'Rapports sur les projets, devis, tâches et contacts, avec export CSV.',
      },
      coupa: {
        title: 'Demandes d’achat',
        description: 'Les demandes que vous avez émises depuis votre plateforme d’achats.',
      },
      DASHBOARD: {
        title: 'Tableau de bord des performances',
        description: 'Chefs de projet, contrôle qualité, coordination et accueil en un coup d’œil.',
      },
    },
    areas: {
      reports: 'Rapports',
      machineTranslation: 'Traduction par IA',
      coupaCreateQuote: 'Demande d’achat',
      notYet: 'Cet espace n’est pas encore disponible dans cette version du portail.',
    },
    pages: {
      accessRestrictedTitle: 'Accès restreint',
      accessRestrictedText:
        'Votre compte n’a pas accès à cette page. Si vous pensez qu’il devrait y avoir accès, contactez votre responsable de compte.',
      notFoundTitle: 'Page introuvable',
      notFoundText: 'La page que vous recherchez n’existe pas ou a été déplacée.',
      backHome: 'Retour à l’accueil',
    },
    loading: 'Chargement du portail…',
    skipToContent: 'Aller au contenu principal',
    configError:
      'Le portail n’a pas pu charger sa configuration. Vérifiez votre connexion et rechargez la page.',
    reload: 'Recharger',
    content: {
      common: {
        requestQuote: 'Demander un devis',
        findService: 'Trouver le service adapté',
        readFaq: 'Lire la FAQ',
        contactUs: 'Nous contacter',
        onThisPage: 'Sur cette page',
      },
      languageLineConnect: { title: 'Language Line Connect' },
      quickTranslation: { title: 'Traduction express' },
      connector: { title: 'Connecteurs' },
      websiteProxy: { title: 'Proxy de traduction de sites web' },
      languageConnect: { title: 'Language Connect' },
      webSitesEasyWay: { title: 'Des sites web en toute simplicité' },
      anythingInBetween: { title: 'Et tout le reste' },
      privacy: { title: 'Politique de confidentialité' },
      faq: { title: 'Aide et questions fréquentes' },
      wizard: { title: 'Trouver le service adapté' },
    },
  },
} satisfies Catalogue;
