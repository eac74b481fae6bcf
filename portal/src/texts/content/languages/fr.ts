// The content pages, the FAQ and the solution wizard in French (vous, narrow no-break spaces, docs/ui-glossary.md);
// the lists mirror content-texts.ts item by item (decision 189).
import { contentCatalogue } from '../catalogue-shape.ts';

export default contentCatalogue({
  languageLineConnect: {
    lead: 'Un interprète professionnel en ligne en moins de 30 secondes, dans plus de 240 langues, 24 h/24 et 7 j/7. Language Line Connect met l’interprétation à la portée de chaque collaborateur en contact direct avec le public qui en a besoin.',
    sections: [
      {
        heading: 'Fonctionnement',
        paragraphs: [
          'Vos collaborateurs composent un numéro dédié ou ouvrent l’application Connect sur une tablette, choisissent la langue et sont mis en relation avec un interprète qualifié. L’interprète se joint à la conversation en tant que tiers neutre et restitue tout ce qui est dit, dans les deux sens, à la première personne.',
          'Aucun rendez-vous n’est nécessaire. Pour les langues de moindre diffusion, la mise en relation prend en moyenne moins de deux minutes, et votre responsable de compte peut réserver des interprètes à l’avance pour les rendez-vous prévus, comme les entretiens de consentement éclairé ou les audiences.',
        ],
        items: [
          'Interprétation par téléphone depuis n’importe quel poste, avec un code d’accès personnel par service',
          'Interprétation à distance par vidéo pour la langue des signes américaine et pour les conversations où les expressions du visage comptent',
          'Appels à trois avec votre client sur une autre ligne',
          'Rapports d’appels par service, langue et durée, pour le suivi budgétaire et la conformité',
        ],
      },
      {
        heading: 'À qui s’adresse ce service',
        paragraphs: [
          'Hôpitaux, cliniques et pharmacies utilisent Connect pour remplir leurs obligations d’accès linguistique à l’admission, au chevet du patient et à la sortie. Assureurs et banques l’utilisent dans leurs centres de contact, les administrations aux guichets, dans les écoles et dans les services d’urgence.',
        ],
        items: [
          'Santé : interprètes médicaux formés à la terminologie, à la confidentialité et à l’éthique',
          'Services financiers : interprètes contrôlés sur le plan de la confidentialité et formés aux informations réglementaires obligatoires',
          'Administrations et tribunaux : interprètes qualifiés pour les audiences, les entretiens relatifs aux prestations sociales et les réunions publiques',
        ],
      },
      {
        heading: 'Une qualité vérifiable',
        paragraphs: [
          'Chaque interprète réussit un test de compétence linguistique, une évaluation de ses aptitudes et une vérification de ses antécédents avant de prendre des appels, puis bénéficie d’un suivi et d’un accompagnement continus. Les appels ne sont jamais enregistrés, sauf à votre demande, et nos interprètes sont liés par un accord de confidentialité strict.',
        ],
      },
    ],
    ctaHeading: 'Mettez en place Language Line Connect pour vos équipes',
    ctaText:
      'Indiquez-nous le nombre de sites et les langues prévues ; nous vous envoyons les codes d’accès et le matériel de formation sous un jour ouvré.',
  },
  quickTranslation: {
    lead: 'Des textes courts traduits par un linguiste professionnel en quelques heures, et non en quelques jours. Idéal pour les e-mails, les descriptions de produits, les publications sur les réseaux sociaux, les avis et tout texte d’environ 1 000 mots maximum.',
    sections: [
      {
        heading: 'Quand choisir la traduction express',
        paragraphs: [
          'La traduction automatique est instantanée, mais pas toujours à la hauteur de ce que liront vos clients, vos patients ou vos partenaires. Un projet de traduction complet comprend un travail terminologique, une révision et une mise en forme, ce qui prend plus de temps. La traduction express se situe entre les deux : un linguiste qualifié, de langue maternelle, traduit votre texte et le vérifie une fois, dans un délai de quelques heures.',
        ],
        items: [
          'E-mails aux clients et réponses du support',
          'Courtes mises à jour de site web, bannières et descriptions de produits',
          'Notes internes, annonces et consignes de sécurité',
          'Publications sur les réseaux sociaux et newsletters',
        ],
      },
      {
        heading: 'Fonctionnement',
        paragraphs: [
          'Collez votre texte ou chargez un court document dans le formulaire de demande, choisissez la langue source et les langues cibles, puis sélectionnez le délai express. Vous voyez le prix avant de confirmer. En cas d’ambiguïté, votre linguiste peut poser une question par l’intermédiaire de votre responsable de compte, et la traduction vous parvient dans le portail et par e-mail.',
          'Pour les textes de plus de 1 000 mots environ, ou pour les contenus qui nécessitent une mise en page, une certification ou un second réviseur, nous recommandons un projet de traduction standard ; nous vous le signalerons si votre demande s’y prête mieux.',
        ],
      },
      {
        heading: 'Délais et tarifs',
        paragraphs: [
          'La plupart des traductions express vers les principales langues des affaires sont livrées en quatre heures ouvrées. Les prix s’entendent au mot, avec un minimum de facturation modeste ; les phrases répétées issues de votre mémoire de traduction sont facturées à tarif réduit.',
        ],
      },
    ],
    ctaHeading: 'Besoin d’une traduction aujourd’hui ?',
    ctaText: 'Envoyez votre texte maintenant et connaissez le prix avant de confirmer.',
  },
  connector: {
    lead: 'Envoyez vos contenus en traduction directement depuis les systèmes où ils se trouvent, et récupérez-les au bon endroit, sans copier-coller.',
    sections: [
      {
        heading: 'Connectez les outils que vous utilisez déjà',
        paragraphs: [
          'Nos connecteurs relient vos systèmes de contenu à notre plateforme de traduction. Vos rédacteurs sélectionnent ce qui doit être traduit, le connecteur l’envoie avec son contexte, et les versions traduites reviennent sous forme de brouillons prêts à être approuvés.',
        ],
        items: [
          'Gestion de contenu : WordPress, Drupal, Adobe Experience Manager, Sitecore, Contentful',
          'Dépôts de code : fichiers de ressources GitHub, GitLab et Bitbucket (JSON, YAML, XLIFF, .properties, .strings)',
          'Outils de conception : cadres et calques de texte Figma',
          'Marketing et support : HubSpot, Marketo, Zendesk Guide, Salesforce Knowledge',
        ],
      },
      {
        heading: 'Pourquoi les équipes utilisent des connecteurs',
        paragraphs: [
          'Chaque export manuel, chaque e-mail et chaque import est une occasion de perdre un fichier, de travailler sur une version obsolète ou de casser une mise en page. Les connecteurs suppriment ces étapes, conservent un historique complet de ce qui a été envoyé et reçu, et montrent aux traducteurs des captures d’écran et les limites de caractères, pour que le texte tienne du premier coup.',
        ],
        items: [
          'Seul le texte nouveau ou modifié est envoyé : vous ne payez jamais deux fois la même phrase',
          'Votre terminologie et votre mémoire de traduction s’appliquent automatiquement',
          'Le statut est visible dans votre système et dans ce portail',
        ],
      },
      {
        heading: 'Pour commencer',
        paragraphs: [
          'Nos ingénieurs solutions configurent le connecteur avec votre administrateur, définissent avec vous le flux de travail et les étapes d’approbation, puis mènent un projet pilote sur un petit lot de contenus. La plupart des connecteurs sont opérationnels en deux semaines.',
        ],
      },
    ],
    ctaHeading: 'Parlez à un ingénieur solutions',
    ctaText:
      'Indiquez-nous le système que vous utilisez : nous vous présenterons le connecteur lors d’un appel de 30 minutes.',
  },
  websiteProxy: {
    lead: 'Publiez votre site web dans d’autres langues sans le reconstruire, sans plug-in et sans nous donner accès à votre système de contenu.',
    sections: [
      {
        heading: 'Fonctionnement du proxy',
        paragraphs: [
          'Le proxy de traduction se place entre vos visiteurs et votre site web. Lorsqu’un visiteur ouvre la version anglaise, le proxy récupère votre page d’origine, remplace le texte par la traduction approuvée et la diffuse sous votre propre domaine, par exemple en.example.com. Votre site reste exactement tel qu’il est.',
          'Les textes nouveaux ou modifiés sont détectés automatiquement et envoyés en traduction selon les règles que vous définissez : immédiatement par traduction automatique avec une révision humaine ultérieure, ou mis en attente jusqu’à ce qu’un linguiste les ait traduits.',
        ],
      },
      {
        heading: 'Ce que vous obtenez',
        items: [
          'Des pages traduites sous votre domaine ou sous-domaine, avec les balises de langue correctes pour les moteurs de recherche',
          'Un éditeur visuel permettant à vos réviseurs de corriger le texte en contexte',
          'La traduction des formulaires, des menus, des images contenant du texte, des PDF et des métadonnées de page',
          'Des mises en page de droite à gauche pour l’arabe et l’hébreu',
          'Des rapports sur les mots traduits et les pages visitées par langue',
        ],
      },
      {
        heading: 'Sécurité et performances',
        paragraphs: [
          'Le proxy ne stocke jamais les données personnelles saisies par vos visiteurs : les formulaires et les espaces connectés sont transmis sans modification. Les pages traduites sont mises en cache en périphérie du réseau et se chargent donc aussi vite que votre site d’origine.',
        ],
      },
    ],
    ctaHeading: 'Découvrez votre site dans une autre langue',
    ctaText:
      'Nous pouvons vous préparer un aperçu gratuit de votre page d’accueil dans la langue de votre choix.',
  },
  languageConnect: {
    lead: 'Un seul programme pour tous vos besoins linguistiques : traduction, interprétation, localisation et accès linguistique, géré par une seule équipe dans le cadre d’un seul contrat.',
    sections: [
      {
        heading: 'Un seul partenaire au lieu de plusieurs',
        paragraphs: [
          'De nombreuses organisations achètent la traduction auprès d’un fournisseur, l’interprétation auprès d’un deuxième et la localisation de leur site web auprès d’un troisième, chacun avec son contrat, ses factures et ses règles de qualité. Language Connect réunit le tout : un responsable de compte dédié, une seule grille tarifaire, un seul portail et des rapports consolidés.',
        ],
      },
      {
        heading: 'Ce que comprend le programme',
        items: [
          'Traduction de documents par des linguistes certifiés, avec révision, dans plus de 200 langues',
          'Interprétation sur site, par vidéo et par téléphone, à la demande ou planifiée',
          'Localisation de sites web, de logiciels et de contenus multimédias',
          'Traduction automatique avec des moteurs sécurisés et privés pour les gros volumes',
          'Gestion de la terminologie, guides de style et mémoires de traduction qui vous appartiennent',
        ],
      },
      {
        heading: 'Gouvernance et rapports',
        paragraphs: [
          'Des revues d’activité trimestrielles examinent les volumes, les délais, les scores de qualité et les économies réalisées. Les rapports de ce portail présentent les dépenses par département, par langue et par prestation, afin que les responsables budgétaires sachent où va leur argent.',
          'Pour les secteurs réglementés, nous documentons les qualifications de chaque linguiste et de chaque interprète, tenons un journal d’audit de chaque projet et alignons nos processus sur votre plan d’accès linguistique.',
        ],
      },
    ],
    ctaHeading: 'Planifiez votre programme linguistique',
    ctaText:
      'Nos consultants évaluent gratuitement vos dépenses et vos besoins actuels, et vous proposent un programme.',
  },
  webSitesEasyWay: {
    lead: 'Votre site web dans toutes les langues de vos clients, lancé en quelques semaines et mis à jour automatiquement.',
    sections: [
      {
        heading: 'Trois étapes vers un site web multilingue',
        items: [
          'Choisissez les langues et les pages : nous analysons votre site et vous envoyons un devis forfaitaire',
          'Nous traduisons : des linguistes professionnels, votre terminologie, une révision en contexte',
          'Mise en ligne : les pages traduites sont publiées sous votre domaine, et les mises à jour suivent automatiquement',
        ],
      },
      {
        heading: 'Aucun développement',
        paragraphs: [
          'Vous n’avez pas besoin d’installer de plug-in, de dupliquer des pages ni d’exporter de contenu. Notre proxy de traduction de sites web diffuse directement les versions traduites, et votre équipe marketing continue de travailler avec les outils qu’elle connaît.',
          'Si vous préférez héberger les traductions dans votre propre système de contenu, nos connecteurs y livrent alors les pages traduites.',
        ],
      },
      {
        heading: 'Avancez à votre rythme',
        paragraphs: [
          'Commencez par vos pages les plus visitées dans une langue, et ajoutez-en d’autres quand vous voyez les résultats. La traduction automatique, avec une révision humaine des pages les plus importantes, limite le coût des contenus peu consultés.',
        ],
      },
    ],
    ctaHeading: 'Obtenez un devis forfaitaire pour votre site web',
    ctaText: 'Envoyez-nous son adresse et les langues dont vous avez besoin.',
  },
  anythingInBetween: {
    lead: 'Tous les projets linguistiques n’entrent pas dans une case. Dites-nous ce dont vous avez besoin : nos chefs de projet réuniront les bonnes personnes et les bons outils.',
    sections: [
      {
        heading: 'Des services au-delà de la traduction',
        items: [
          'Transcription d’entretiens, d’audiences et de groupes de discussion, avec horodatage et identification des intervenants',
          'Sous-titrage, y compris pour sourds et malentendants, aux formats SRT, WebVTT, TTML et aux formats de diffusion',
          'Voix off et doublage avec des comédiens professionnels',
          'PAO : fichiers InDesign, FrameMaker et Illustrator traduits, prêts à imprimer',
          'Traductions certifiées et assermentées pour les tribunaux, l’immigration et les actes notariés',
          'Transcréation de campagnes et de slogans qui doivent fonctionner dans la culture cible',
          'Tests linguistiques d’applications, de jeux et de modules d’e-learning',
        ],
      },
      {
        heading: 'Comment nous traitons une demande particulière',
        paragraphs: [
          'Un chef de projet examine votre demande, pose les questions essentielles — public, échéance, format, budget — et propose un plan à prix fixe. Vous l’approuvez dans ce portail et suivez chaque étape jusqu’à la livraison.',
          'Si le projet requiert des spécialistes que nous n’avons pas en interne, par exemple un traducteur assermenté dans une juridiction précise, nous les trouvons dans notre réseau de partenaires sélectionnés et restons votre interlocuteur unique.',
        ],
      },
    ],
    ctaHeading: 'Décrivez votre projet',
    ctaText:
      'Chargez tout ce dont vous disposez et expliquez vos besoins dans les remarques ; nous vous répondons sous 24 heures.',
  },
  privacy: {
    lead: 'Comment Lingua Language Services traite les données personnelles dans ce portail et dans les documents que vous nous envoyez.',
    sections: [
      {
        heading: 'Ce que nous collectons',
        paragraphs: [
          'Pour gérer votre compte, nous conservons votre nom, votre adresse e-mail, votre numéro de téléphone, votre entreprise et les rôles que votre organisation vous a attribués. Lorsque vous demandez une traduction, nous conservons les fichiers, textes et liens que vous envoyez ainsi que les traductions que nous livrons.',
        ],
      },
      {
        heading: 'Comment nous les utilisons',
        items: [
          'Pour préparer des devis, livrer des projets et vous envoyer des notifications à leur sujet',
          'Pour sécuriser votre compte, notamment par l’authentification multifacteur et les journaux d’activité',
          'Pour facturer votre organisation et lui rendre compte de son utilisation de nos services',
        ],
      },
      {
        heading: 'Comment nous les protégeons',
        paragraphs: [
          'Les documents sont chiffrés en transit et au repos, accessibles uniquement aux linguistes et aux chefs de projet affectés à votre projet, et supprimés conformément aux paramètres de conservation de votre organisation. Nous n’utilisons jamais vos contenus pour entraîner des moteurs de traduction automatique publics.',
          'Vous pouvez demander une copie de vos données personnelles, leur rectification ou leur effacement en écrivant à notre délégué à la protection des données, à l’adresse de contact ci-dessous.',
        ],
      },
    ],
    ctaHeading: 'Des questions sur vos données ?',
    ctaText: 'Notre délégué à la protection des données vous répond sous 30 jours.',
  },
  faq: {
    lead: 'Les réponses aux questions que nos clients posent le plus souvent. Vous ne trouvez pas ce que vous cherchez ? Notre service clients n’est qu’à un e-mail ou un appel de vous.',
    groups: [
      {
        heading: 'Commander des traductions',
        items: [
          {
            q: 'Comment commander une traduction ?',
            a: 'Choisissez « Demander une traduction » sur la page d’accueil, saisissez un nom de projet, la langue source et les langues cibles, puis ajoutez votre contenu sous forme de fichiers, de texte saisi ou de liens vers des fichiers. Indiquez si vous souhaitez d’abord un devis ou si nous devons commencer immédiatement, puis envoyez la demande. Vous recevez une confirmation par e-mail et pouvez suivre la demande dans le portail.',
          },
          {
            q: 'Puis-je commander sans compte ?',
            a: 'Oui, si votre organisation l’autorise. Saisissez votre adresse e-mail professionnelle ; nous l’associons à votre entreprise et vous demandons de la confirmer avec un code de vérification envoyé par e-mail. En créant un compte, vous disposez de l’historique complet de vos demandes et commandez plus vite la fois suivante.',
          },
          {
            q: 'Puis-je envoyer des documents de référence ?',
            a: 'Oui. Ajoutez des glossaires, des traductions antérieures, des guides de style ou des images comme fichiers de référence. Ils aident les linguistes à respecter votre terminologie et votre ton, et ne sont pas pris en compte dans le prix.',
          },
        ],
      },
      {
        heading: 'Devis et tarifs',
        items: [
          {
            q: 'Dans quel délai vais-je recevoir un devis ?',
            a: 'Sous 24 heures, avec un suivi sous un jour ouvré. De nombreux types de fichiers courants reçoivent en quelques minutes une estimation automatique, que vous pouvez accepter ou refuser directement dans le portail.',
          },
          {
            q: 'Combien de temps un devis est-il valable ?',
            a: 'Les estimations sont valables 30 jours. Passé ce délai, le devis expire et nous en préparons un nouveau sur demande, car les tarifs et les disponibilités peuvent avoir changé.',
          },
          {
            q: 'Comment le prix est-il calculé ?',
            a: 'La traduction est facturée au mot du texte source, selon la paire de langues et le domaine. Les répétitions et les correspondances issues de votre mémoire de traduction bénéficient d’une remise. La mise en forme, la certification et la livraison urgente figurent séparément sur le devis.',
          },
        ],
      },
      {
        heading: 'Traduction automatique',
        items: [
          {
            q: 'La traduction automatique suffit-elle pour mes documents ?',
            a: 'Elle est excellente pour saisir l’essentiel d’un texte, pour la communication interne et pour les gros volumes. Pour tout contenu publié, juridique ou médical, faites-la relire par un expert humain — vous pouvez confier un fichier traduit automatiquement à un linguiste professionnel en un clic.',
          },
          {
            q: 'Mon texte sert-il à entraîner les moteurs ?',
            a: 'Non. Nos moteurs de traduction automatique fonctionnent dans des environnements privés ; votre contenu n’est pas conservé par le fournisseur du moteur et n’est jamais utilisé pour entraîner des modèles publics.',
          },
          {
            q: 'Puis-je traduire de l’audio et de la vidéo ?',
            a: 'Oui. L’outil de traduction par IA transcrit la parole, la traduit et produit des sous-titres, par exemple aux formats SRT et WebVTT, ou une piste audio doublée.',
          },
        ],
      },
      {
        heading: 'Fichiers et formats',
        items: [
          {
            q: 'Quels formats de fichiers acceptez-vous ?',
            a: 'Microsoft Word, Excel et PowerPoint, PDF, OpenDocument, texte brut, HTML, XML, JSON, XLIFF, InDesign (IDML), sous-titres (SRT, VTT) et les formats audio et vidéo courants. Les PDF numérisés et les images peuvent aussi être traités, avec une étape supplémentaire de reconnaissance de texte.',
          },
          {
            q: 'Existe-t-il une limite de taille ?',
            a: 'Les limites dépendent du service et sont indiquées dans chaque zone de chargement. Pour des fichiers très volumineux ou très nombreux, partagez plutôt un lien vers votre espace de stockage.',
          },
          {
            q: 'La traduction conservera-t-elle ma mise en forme ?',
            a: 'Oui. Nous traduisons directement dans votre fichier et vous le renvoyons dans le même format et avec la même mise en page. Pour des mises en page prêtes à imprimer dans d’autres écritures, un service de PAO est disponible.',
          },
        ],
      },
      {
        heading: 'Sécurité et confidentialité',
        items: [
          {
            q: 'Comment mes documents sont-ils protégés ?',
            a: 'Les fichiers sont chiffrés en transit et au repos, chargés directement dans un stockage sécurisé au moyen de liens à durée limitée, et accessibles uniquement aux personnes qui travaillent sur votre projet. Nos processus suivent la norme ISO 27001.',
          },
          {
            q: 'Vos linguistes signent-ils des accords de confidentialité ?',
            a: 'Oui. Chaque linguiste et chaque interprète travaille sous accord de confidentialité, et nous pouvons signer votre propre accord pour les projets sensibles.',
          },
        ],
      },
      {
        heading: 'Compte et connexion',
        items: [
          {
            q: 'Comment activer l’authentification multifacteur ?',
            a: 'Ouvrez « Paramètres du compte » dans le menu utilisateur, allez dans l’onglet « Profil » et choisissez de configurer la MFA. Scannez le code avec une application d’authentification comme Microsoft Authenticator ou Google Authenticator, puis saisissez le code à 6 chiffres qu’elle affiche.',
          },
          {
            q: 'Pourquoi ai-je été déconnecté ?',
            a: 'Pour votre sécurité, nous vous déconnectons après une heure d’inactivité. Un avertissement s’affiche d’abord ; choisissez « Je suis là » pour rester connecté.',
          },
          {
            q: 'Je me connecte avec le compte de mon entreprise. Puis-je changer mon mot de passe ici ?',
            a: 'Non. Les comptes qui se connectent via le fournisseur d’identité de votre entreprise y gèrent leur mot de passe et leur MFA ; contactez votre service informatique.',
          },
        ],
      },
    ],
  },
  wizard: {
    lead: 'Répondez à deux questions rapides, et nous vous recommanderons le service adapté à votre besoin.',
    step1: 'De quoi avez-vous besoin ?',
    step2: 'À quoi est-ce destiné ?',
    result: 'Notre recommandation',
    next: 'Suivant',
    back: 'Retour',
    restart: 'Recommencer',
    open: 'Découvrir {{service}}',
    what: {
      documents: 'Traduire des documents ou des fichiers',
      text: 'Traduire un texte court',
      website: 'Traduire un site web',
      system: 'Traduire en continu le contenu de nos systèmes',
      conversation: 'Comprendre une conversation orale',
      media: 'Sous-titres, voix off ou transcription',
    },
    purpose: {
      publish: 'Publication, usage juridique ou contenu destiné aux clients',
      internal: 'Usage interne ou compréhension du contenu',
      urgent: 'C’est urgent : j’en ai besoin dans quelques heures',
    },
    recommendations: {
      createProject: {
        service: 'une traduction professionnelle',
        reason:
          'Des linguistes certifiés traduisent et révisent vos fichiers, conservent la mise en page et utilisent votre terminologie. Demandez un devis ou lancez le projet tout de suite.',
      },
      machineTranslation: {
        service: 'la traduction par IA',
        reason:
          'La traduction automatique sécurisée vous fournit une traduction exploitable en quelques secondes. Faites appel à un expert humain dès que le résultat doit être publié.',
      },
      quickTranslation: {
        service: 'la traduction express',
        reason:
          'Un linguiste professionnel traduit vos textes courts en quelques heures — plus vite qu’un projet complet, mieux qu’une traduction automatique.',
      },
      websiteProxy: {
        service: 'la traduction de sites web',
        reason:
          'Notre proxy de traduction publie votre site dans d’autres langues sous votre domaine, sans aucun développement.',
      },
      connector: {
        service: 'les connecteurs',
        reason:
          'Un connecteur envoie en traduction les contenus nouveaux et modifiés de votre système et en rapporte automatiquement les traductions.',
      },
      languageLineConnect: {
        service: 'Language Line Connect',
        reason:
          'Un interprète professionnel rejoint votre appel ou votre visioconférence en quelques secondes, dans plus de 240 langues.',
      },
      anythingInBetween: {
        service: 'un projet multimédia sur mesure',
        reason:
          'Nos chefs de projet associent transcription, sous-titrage et voix off aux spécialistes adaptés à votre contenu.',
      },
    },
  },
});
