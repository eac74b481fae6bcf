// Core's texts in German (formal address, docs/ui-glossary.md); the keys mirror texts-en.ts, the job-request
// parts' and the e-mail verification dialog's English texts (decision 189).
import { CUSTOM_FIELD_VALUE_MAX_LENGTH } from '@lingua/contract';
import type { Catalogue } from '../catalogue.ts';

export default {
  common: {
    required: 'Pflichtfeld',
    paging: {
      pageSize: 'Zeilen pro Seite',
      range: '{{from}}–{{to}} von {{total}}',
      page: 'Seite {{page}}',
      firstPage: 'Erste Seite',
      previousPage: 'Vorherige Seite',
      nextPage: 'Nächste Seite',
      lastPage: 'Letzte Seite',
    },
    validation: {
      required: 'Pflichtfeld',
      invalidFormat: 'Ungültiges Format',
      invalidEmail: 'Ungültiges E-Mail-Format',
    },
    customFields: {
      required: 'Pflichtfeld',
      invalidFormat: 'Ungültiges Format',
      invalidDate: 'Ungültiges Format (MM/TT/JJJJ)',
      notAnOption: 'Wählen Sie eine der aufgeführten Optionen',
      invalidCheckbox: 'Muss „wahr“ oder „falsch“ sein',
      personFirstName: 'Der Vorname ist erforderlich.',
      personLastName: 'Der Nachname ist erforderlich.',
      personEmail: 'Eine gültige E-Mail-Adresse ist erforderlich.',
      htmlNotAllowed: 'Darf kein HTML enthalten',
      tooLong: `Höchstens ${CUSTOM_FIELD_VALUE_MAX_LENGTH} Zeichen`,
      unknownType: 'Unbekannter Typ des benutzerdefinierten Felds',
    },
    customField: {
      unknownType: 'Unbekannter Typ des benutzerdefinierten Felds',
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail',
      datePlaceholder: 'MM/TT/JJJJ',
      clearDate: 'Datum löschen',
    },
    unexpectedError: 'Unerwarteter Fehler',
    errorCode: '[Fehlercode: {{code}}]',
    signIn: 'Anmelden',
    signInReason:
      'Melden Sie sich mit Ihrem Lingua-Konto an, um diese Funktion zu nutzen. Die Anmeldung öffnet sich in einem neuen Fenster; diese Seite bleibt unverändert.',
    signUp: 'Registrieren',
    signOut: 'Abmelden',
    accountSettings: 'Kontoeinstellungen',
    impersonateUser: 'Als Benutzer agieren',
    endImpersonation: 'Benutzeransicht beenden',
    ok: 'OK',
    cancel: 'Abbrechen',
    chooseFile: 'Datei auswählen',
    chooseFiles: 'Dateien auswählen',
    confirm: 'Bestätigen',
    close: 'Schließen',
    retry: 'Erneut versuchen',
    goHome: 'Zur Startseite',
    loading: 'Wird geladen …',
    sessionExpiry: {
      title: 'Sitzung läuft ab',
      message: 'Sie waren eine Weile inaktiv. Zu Ihrer Sicherheit werden Sie in {{time}} abgemeldet.',
      confirm: 'Ich bin noch da',
    },
    errors: {
      status: {
        400: 'Ungültige Anfrage',
        401: 'Nicht angemeldet',
        403: 'Zugriff verweigert',
        404: 'Nicht gefunden',
        500: 'Interner Serverfehler',
        502: 'Fehlerhaftes Gateway',
        503: 'Dienst nicht verfügbar',
        generic: 'Allgemeiner Fehler',
      },
      title: 'Fehler',
      dashboard: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    },
    errorPage: {
      title: 'Hoppla, da ist etwas schiefgelaufen',
    },
    uploadProgress: {
      label: 'Fortschritt des Hochladens',
    },
    barChart: {
      bar: '{{label}}: {{value}}',
      seriesBar: '{{label}} ({{series}}): {{value}}',
    },
  },
  accessRestricted: 'Der Zugriff auf diese Seite ist eingeschränkt.',
  applicationAccessDisabled: 'Der Zugriff auf diese Anwendung ist für Ihr Konto deaktiviert.',
  downloadTranslatedFilesDialog: {
    failure: 'Hoppla, da ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
  changePasswordPage: {
    federatedSsoWarning:
      'Ihr Konto meldet sich über den Identitätsanbieter Ihrer Organisation an. Ändern Sie Ihr Passwort dort.',
  },
  jobRequests: {
    columns: {
      name: 'Name',
      sourceLanguage: 'Ausgangssprache',
      targetLanguages: 'Zielsprachen',
      created: 'Erstellt',
      status: 'Status',
      actions: 'Aktionen',
    },
    status: {
      groups: {
        completed: 'Abgeschlossen',
        changesRequested: 'Änderungen angefordert',
        archived: 'Archiviert',
        submittingToHumanExpert: 'Wird an Fachübersetzer übermittelt',
        submittedToHumanExpert: 'An Fachübersetzer übermittelt',
        failed: 'Fehlgeschlagen',
        processing: 'In Bearbeitung',
        unknown: 'Unbekannter Status',
      },
      labels: {
        analyzing: 'Wird analysiert',
        translating: 'Wird übersetzt',
        completed: 'Abgeschlossen',
        changesRequested: 'Änderungen angefordert',
        processing: 'In Bearbeitung',
        inTranslation: 'In Übersetzung',
        estimating: 'Wird kalkuliert',
        quoteReady: 'Angebot liegt zur Prüfung vor',
        quoteRejected: 'Angebot abgelehnt',
        quoteAccepted: 'Angebot angenommen',
        cancelled: 'Storniert',
        cancelling: 'Wird storniert',
        failed: 'Fehlgeschlagen',
        archived: 'Archiviert',
      },
      tooltips: {
        created:
          'Ihre Anfrage steht in der Warteschlange. Die Bearbeitung kann bis zu 24 Stunden dauern; diese Seite aktualisiert sich selbst.',
        failed: 'Die Übersetzung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
        submitted:
          'Ihre Anfrage wurde an unser Übersetzungsteam übermittelt. Eine Projektmanagerin oder ein Projektmanager wird sich bei Ihnen melden.',
      },
      more: 'Mehr zu diesem Status',
    },
    list: {
      title: 'Ihre Anfragen',
      everyone: 'Alle in meinem Unternehmen',
      empty: 'Noch keine Anfragen.',
      emptyFiltered: 'Keine Anfragen entsprechen den ausgewählten Status.',
      statusFilter: 'Nach Status filtern',
      statusFilterPlaceholder: 'Alle Status',
      refreshing: 'Wird aktualisiert …',
      autoRefresh: 'Laufende Anfragen werden alle 10 Sekunden aktualisiert.',
      loading: 'Anfragen werden geladen …',
    },
    paging: {
      page: 'Seite {{page}}',
      previous: 'Vorherige Seite',
      next: 'Nächste Seite',
      pageSize: 'Zeilen pro Seite',
      navigation: 'Seitennavigation',
    },
    actions: {
      menu: 'Aktionen für {{name}}',
      rename: 'Umbenennen',
      archive: 'Archivieren',
      viewDetails: 'Details anzeigen',
    },
    rename: {
      label: 'Name der Anfrage',
      save: 'Speichern',
      cancel: 'Abbrechen',
      edit: 'Namen bearbeiten',
      maxLength: 'Der Name darf höchstens {{max}} Zeichen lang sein.',
      saved: 'Die Anfrage wurde umbenannt.',
    },
    archive: {
      title: 'Anfrage archivieren',
      message:
        '„{{name}}“ archivieren? Die Anfrage bleibt mit dem Status „Archiviert“ in Ihrer Liste und kann nicht mehr umbenannt werden.',
      confirm: 'Archivieren',
      done: 'Die Anfrage wurde archiviert.',
    },
    zip: {
      title: 'Übersetzte Dateien herunterladen',
      preparing: 'Ihre ZIP-Datei wird vorbereitet …',
      ready: 'Ihre ZIP-Datei ist bereit.',
      download: '{{fileName}} herunterladen',
    },
    download: {
      failed: 'Die Datei konnte nicht heruntergeladen werden.',
    },
    files: {
      download: '{{fileName}} herunterladen',
      downloadShort: 'Herunterladen',
      deletedOn: 'Dateien gelöscht am {{date}}',
    },
    errors: {
      unsupportedOrigination: 'Nicht unterstützte Herkunft der Auftragsanfrage',
    },
  },
  emailVerificationDialog: {
    title: 'E-Mail-Adresse bestätigen',
    intro:
      'Wir haben einen 6-stelligen Bestätigungscode an {{email}} gesendet. Geben Sie ihn unten ein, um fortzufahren.',
    codeLabel: 'Bestätigungscode',
    codeCharacterLabel: 'Bestätigungscode, Zeichen {{position}} von {{length}}',
    sending: 'Der Code wird gesendet …',
    resend: 'Code erneut senden',
    resent: 'Ein neuer Code wurde gesendet. Frühere Codes sind nicht mehr gültig.',
    verify: 'Bestätigen',
    invalidCode:
      'Der Bestätigungscode ist ungültig oder abgelaufen. Prüfen Sie den Code oder fordern Sie einen neuen an.',
    hint: 'Keine E-Mail erhalten? Sehen Sie in Ihrem Spam-Ordner nach oder senden Sie den Code erneut.',
  },
} satisfies Catalogue;
