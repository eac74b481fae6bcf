// The portal's first-screen texts in German (formal address, docs/ui-glossary.md); the keys mirror portal-texts.ts
// (decision 189). The content pages' texts load with the pages (content/languages/).
import type { Catalogue } from '@lingua/core';

export default {
  portal: {
    brand: {
      name: 'Lingua',
      tagline: 'Portal für Sprachdienstleistungen',
      homeLink: 'Startseite des Lingua-Portals',
    },
    header: {
      signIn: 'Anmelden',
      signUp: 'Registrieren',
      userMenu: '{{name}} – Benutzermenü',
      accountSettings: 'Kontoeinstellungen',
      impersonate: 'Als Benutzer agieren',
      endImpersonation: 'Benutzeransicht beenden',
      signOut: 'Abmelden',
      mainNavigation: 'Hauptnavigation',
      menu: 'Menü',
      providerDesk: 'Dienstleister-Arbeitsplatz',
      conversationsInbox: 'Posteingang für Nachrichten',
      roles: 'Rollen: {{roles}}',
      languageShown: 'Sprache: {{language}}',
    },
    impersonation: {
      banner: 'Sie agieren als {{name}}',
      bannerHint:
        'Jede Aktion wird im Namen dieses Benutzers ausgeführt, bis Sie die Benutzeransicht beenden.',
      dialogTitle: 'Als Benutzer agieren',
      dialogIntro:
        'Agieren Sie als anderer Benutzer, um das Portal so zu sehen wie diese Person. Jede Ihrer Aktionen wird unter Ihrem eigenen Namen protokolliert.',
      username: 'Benutzername',
      usernameDescription: 'Der Anmeldename des Kontos, in der Regel die E-Mail-Adresse.',
      submit: 'Als Benutzer agieren',
      cancel: 'Abbrechen',
      required: 'Pflichtfeld',
    },
    footer: {
      copyright: '© {{year}} Lingua Language Services. Alle Rechte vorbehalten.',
      privacy: 'Datenschutzhinweis',
      contactHeading: 'Kontakt',
      email: 'support@lingua.example',
      emailLabel: 'E-Mail an support@lingua.example',
      phone: '+1 (800) 555-0199',
      phoneHref: '+18005550199',
      phoneLabel: '+1 (800) 555-0199 anrufen',
      hours: 'Kundenservice: Montag bis Freitag, 8 bis 20 Uhr (US-Ostküstenzeit).',
      servicesHeading: 'Leistungen',
      helpHeading: 'Hilfe',
      faq: 'Häufig gestellte Fragen',
      wizard: 'Die passende Leistung finden',
    },
    home: {
      welcomeTitle: 'Professionelle Übersetzungen – ganz nach Ihren Anforderungen',
      welcomeLead:
        'Fordern Sie in wenigen Minuten ein Angebot oder ein Übersetzungsprojekt an, verfolgen Sie den Fortschritt und erhalten Sie Ihre Dateien hier. Zertifizierte Fachübersetzerinnen und Fachübersetzer in mehr als 200 Sprachen, unterstützt durch sichere maschinelle Übersetzung, wenn es auf Geschwindigkeit ankommt.',
      signIn: 'Anmelden',
      requestQuote: 'Angebot anfordern',
      highlights: {
        quality: 'Nach ISO 17100 zertifizierte Übersetzung und Revision',
        speed: 'Angebote innerhalb von 24 Stunden, Rückmeldung innerhalb eines Werktags',
        security: 'Verschlüsselte Übertragung und Speicherung, Anmeldung mit mehreren Faktoren',
      },
      explore: 'Unsere Leistungen entdecken',
      signedInTitle: 'Willkommen zurück, {{name}}',
      signedInLead: 'Wählen Sie ein Werkzeug, um zu beginnen.',
      noTools:
        'Für Ihr Konto sind noch keine Werkzeuge freigeschaltet. Wenden Sie sich an Ihre Kundenbetreuung, um sie freischalten zu lassen.',
      opensExternal: '(wird in einem neuen Tab geöffnet)',
      projectSystemLinkFailed:
        'Das Projekt-Dashboard konnte nicht geöffnet werden. Bitte versuchen Sie es später erneut.',
    },
    toolCards: {
      createProject: {
        title: 'Übersetzung anfragen',
        description:
          'Laden Sie Dokumente hoch, fügen Sie Text ein oder teilen Sie Links und erhalten Sie ein Angebot oder starten Sie ein Projekt.',
      },
      xtrfDashboard: {
        title: 'Projekt-Dashboard',
        description: 'Verfolgen Sie jedes Projekt, jedes Angebot und jede Lieferung im Projektsystem.',
      },
      invoices: {
        title: 'Rechnungen',
        description: 'Rechnungen und Kontoauszüge ansehen und herunterladen.',
      },
      llsInterpretingService: {
        title: 'Dolmetschdienste',
        description:
          'Buchen Sie Dolmetscherinnen und Dolmetscher vor Ort, per Video oder per Telefon für Ihre Termine.',
      },
      languageLineConnect: {
        title: 'Language Line Connect',
        description: 'Erreichen Sie in Sekunden professionelle Dolmetscher per Telefon oder Video.',
      },
      websiteProxy: {
        title: 'Website-Übersetzung',
        description: 'Veröffentlichen Sie Ihre Website in weiteren Sprachen, ohne sie neu aufzubauen.',
      },
      connector: {
        title: 'Konnektoren',
        description: 'Senden Sie Inhalte aus Ihrem CMS, Repository oder Design-Tool direkt zur Übersetzung.',
      },
      machineTranslation: {
        title: 'KI-Übersetzung',
        description:
          'Übersetzen Sie Texte, Dokumente sowie Audio- und Videodateien in Sekunden mit sicherer maschineller Übersetzung.',
      },
      quickTranslation: {
        title: 'Schnellübersetzung',
        description: 'Kurze Texte, innerhalb weniger Stunden von professionellen Fachübersetzern übersetzt.',
      },
      consoleHelp: {
        title: 'Hilfe und FAQ',
        description: 'Antworten zu Bestellung, Angeboten, Dateiformaten, Sicherheit und Anmeldung.',
      },
      reports: {
        title: 'Berichte',
        description: 'Berichte zu Projekten, Angeboten, Aufgaben und Kontakten mit CSV-Export.',
      },
      coupa: {
        title: 'Beschaffungsanfragen',
        description: 'Anfragen, die Sie über Ihre Beschaffungsplattform gestellt haben.',
      },
      DASHBOARD: {
        title: 'Leistungs-Dashboard',
        description: 'Projektmanagement, Qualitätssicherung, Koordination und Empfang auf einen Blick.',
      },
    },
    areas: {
      reports: 'Berichte',
      machineTranslation: 'KI-Übersetzung',
      coupaCreateQuote: 'Beschaffungsanfrage',
      notYet: 'Dieser Bereich ist in dieser Version des Portals noch nicht verfügbar.',
    },
    pages: {
      accessRestrictedTitle: 'Zugriff eingeschränkt',
      accessRestrictedText:
        'Ihr Konto hat keinen Zugriff auf diese Seite. Falls Sie glauben, dass es ihn haben sollte, wenden Sie sich an Ihre Kundenbetreuung.',
      notFoundTitle: 'Seite nicht gefunden',
      notFoundText: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
      backHome: 'Zurück zur Startseite',
    },
    loading: 'Das Portal wird geladen …',
    skipToContent: 'Zum Hauptinhalt springen',
    configError:
      'Das Portal konnte seine Konfiguration nicht laden. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
    reload: 'Neu laden',
    content: {
      common: {
        requestQuote: 'Angebot anfordern',
        findService: 'Die passende Leistung finden',
        readFaq: 'FAQ lesen',
        contactUs: 'Kontakt',
        onThisPage: 'Auf dieser Seite',
      },
      languageLineConnect: { title: 'Language Line Connect' },
      quickTranslation: { title: 'Schnellübersetzung' },
      connector: { title: 'Konnektoren' },
      websiteProxy: { title: 'Proxy für Website-Übersetzung' },
      languageConnect: { title: 'Language Connect' },
      webSitesEasyWay: { title: 'Websites ganz einfach' },
      anythingInBetween: { title: 'Alles dazwischen' },
      privacy: { title: 'Datenschutzhinweis' },
      faq: { title: 'Hilfe und häufig gestellte Fragen' },
      wizard: { title: 'Die passende Leistung finden' },
    },
  },
} satisfies Catalogue;
