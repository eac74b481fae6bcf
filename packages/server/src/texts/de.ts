// What the server writes for people, in German (decision 190): formal address (Sie), the terms of
// docs/ui-glossary.md; the keys mirror en.ts. Notice titles as the bell shows them (account's catalogue).
import type { TextResources } from '@lingua/core/catalogue';

export default {
  common: {
    greeting: 'Guten Tag {{name}},',
    greetingNoName: 'Guten Tag,',
    portalLink: 'Zum Lingua Portal: {{link}}',
    signature: 'Lingua Portal',
    separator: ', ',
    sourceLanguage: 'Ausgangssprache: {{language}}',
    targetLanguages: 'Zielsprachen: {{languages}}',
    reference: 'Referenz: {{id}}',
  },
  request: {
    subjectQuote: 'Ihre Angebotsanfrage ist bei uns eingegangen: {{name}}',
    subjectProject: 'Ihre Anfrage für ein Übersetzungsprojekt ist bei uns eingegangen: {{name}}',
    receivedQuote: 'Vielen Dank! Ihre Angebotsanfrage „{{name}}“ ist bei uns eingegangen.',
    receivedProject: 'Vielen Dank! Ihre Anfrage für das Übersetzungsprojekt „{{name}}“ ist bei uns eingegangen.',
    nextQuote:
      'Wir erstellen Ihr Angebot und senden Ihnen einen Link, unter dem Sie es prüfen können. Wir beantworten Angebotsanfragen innerhalb von 24 Stunden und melden uns innerhalb eines Werktags bei Ihnen.',
    nextProject: 'Unser Team beginnt mit Ihrem Projekt und hält Sie auf dem Laufenden.',
  },
  estimate: {
    subject: 'Ihr Angebot liegt vor: {{name}}',
    ready: 'Ihr Angebot für „{{name}}“ liegt vor.',
    pages: 'Seiten: {{pages}}',
    total: 'Gesamt: {{amount}}',
    review_one: 'Hier können Sie es prüfen, annehmen oder ablehnen (gültig {{count}} Tag): {{link}}',
    review_other: 'Hier können Sie es prüfen, annehmen oder ablehnen (gültig {{count}} Tage): {{link}}',
  },
  code: {
    subject: 'Ihr Bestätigungscode für das Lingua Portal',
    code: 'Ihr Bestätigungscode für das Lingua Portal lautet {{code}}',
    enter_one:
      'Geben Sie ihn im Portal ein, um Ihre E-Mail-Adresse zu bestätigen. Er ist {{count}} Minute gültig und kann einmal verwendet werden.',
    enter_other:
      'Geben Sie ihn im Portal ein, um Ihre E-Mail-Adresse zu bestätigen. Er ist {{count}} Minuten gültig und kann einmal verwendet werden.',
    ignore: 'Wenn Sie diesen Code nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  },
  confirm: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für das Lingua Portal',
    please: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, um die Registrierung Ihres Kontos im Lingua Portal abzuschließen:',
    valid:
      'Der Link ist 24 Stunden gültig. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
  },
  lockout: {
    subject: 'Die Anmeldung bei Ihrem Konto im Lingua Portal wurde vorübergehend gesperrt',
    attempts_one:
      'Es gab {{count}} fehlgeschlagenen Versuch, sich von einem Browser, der bisher nicht bei Ihrem Konto im Lingua Portal ({{username}}) angemeldet war, anzumelden. Die Anmeldung von solchen Browsern ist für {{wait}} gesperrt; Browser, mit denen Sie sich bereits angemeldet haben, sind nicht betroffen.',
    attempts_other:
      'Es gab {{count}} fehlgeschlagene Versuche, sich von Browsern, die bisher nicht bei Ihrem Konto im Lingua Portal ({{username}}) angemeldet waren, anzumelden. Die Anmeldung von solchen Browsern ist für {{wait}} gesperrt; Browser, mit denen Sie sich bereits angemeldet haben, sind nicht betroffen.',
    latest: 'Der letzte Versuch kam von der Adresse {{address}} am {{time}}.',
    advice:
      'Falls Sie das waren, warten Sie kurz und versuchen Sie es erneut, oder melden Sie sich von einem Browser an, den Sie bereits verwendet haben. Falls nicht, versucht möglicherweise jemand, Ihr Passwort zu erraten: Melden Sie sich an, ändern Sie Ihr Passwort und aktivieren Sie am besten die Multi-Faktor-Authentifizierung.',
  },
  webhook: {
    subject: 'Ein Webhook-Endpunkt Ihres Unternehmens wurde deaktiviert',
    disabled:
      'Der Webhook-Endpunkt {{url}} wurde deaktiviert: Alle Zustellungen an ihn sind einen Tag lang fehlgeschlagen.',
    help: 'Sein Zustellprotokoll zeigt jeden Versuch und den Anfang jeder Antwort. Sobald der Empfänger wieder antwortet, aktivieren Sie den Endpunkt unter Kontoeinstellungen → Webhooks und stellen Sie das Versäumte erneut zu.',
  },
  notice: {
    title: {
      request_completed: 'Ihre Anfrage „{{name}}“ ist abgeschlossen',
      request_failed: 'Ihre Anfrage „{{name}}“ konnte nicht abgeschlossen werden',
      media_files_rebuilt: 'Die Mediendateien von „{{name}}“ wurden neu erstellt',
      quote_ready: 'Ihr Angebot für „{{name}}“ liegt vor',
      review_changes_requested: 'Änderungen an „{{name}}“ angefordert',
      review_approved: 'Eine Übersetzung von „{{name}}“ wurde freigegeben',
      message_created: 'Neue Nachricht zu „{{name}}“',
      files_deletion_scheduled: 'Die Dateien von {{name}} werden in 7 Tagen gelöscht',
    },
    line: '{{title}}.',
    open: 'Im Lingua Portal öffnen: {{link}}',
    why: 'Sie erhalten diese E-Mail, weil Sie diese Anfrage gestellt haben. Legen Sie fest, welche Benachrichtigungen Sie per E-Mail erhalten: {{link}}',
    whyHandled:
      'Sie erhalten diese E-Mail, weil Sie diese Anfrage bearbeitet haben. Legen Sie fest, welche Benachrichtigungen Sie per E-Mail erhalten: {{link}}',
    failedHelp:
      'Für das, was nicht erledigt werden konnte, wurde nichts berechnet. Öffnen Sie die Anfrage, um zu sehen, was geschehen ist, oder wenden Sie sich an uns.',
    retentionHelp:
      'Die Aufbewahrungseinstellung Ihres Unternehmens löscht die Dateien abgeschlossener Anfragen; die Anfragen selbst bleiben aufgeführt. Wenn Sie die Dateien behalten möchten, ändern Sie die Einstellung vorher im Tab „Dateien“ der Kontoeinstellungen.',
    retentionWhy:
      'Sie erhalten diese E-Mail, weil Sie Kundenadministrator/-in von {{company}} sind. Legen Sie fest, welche Benachrichtigungen Sie per E-Mail erhalten: {{link}}',
  },
  conversation: {
    wrote: '{{author}} schrieb:',
    attachments: 'Anhänge: {{names}}',
    reply: 'Antworten Sie auf diese E-Mail, um in der Unterhaltung zu antworten, oder öffnen Sie sie im Lingua Portal: {{link}}',
    why: 'Sie erhalten diese E-Mail, weil Sie an dieser Unterhaltung teilnehmen. Legen Sie fest, welche Benachrichtigungen Sie per E-Mail erhalten: {{link}}',
  },
  signIn: {
    title: 'Anmelden',
    intro: 'Melden Sie sich bei Ihrem Konto im Lingua Portal an.',
    username: 'Benutzername oder E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    mfaTitle: 'Identität bestätigen',
    code: 'Authentifizierungscode',
    codeHint: 'Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein.',
    verify: 'Bestätigen',
    home: 'Zur Startseite',
    failedTitle: 'Die Anmeldung konnte nicht fortgesetzt werden',
    expiredTitle: 'Anmeldung abgelaufen',
    unableTitle: 'Anmeldung nicht möglich',
    unexpected: 'Unerwarteter Fehler',
    wrongCredentials: 'Benutzername oder Passwort ist falsch.',
    disabled: 'Ihr Konto ist deaktiviert.',
    invalidCode: 'Ungültiger Code. Bitte versuchen Sie es erneut oder warten Sie, bis sich der Code ändert.',
    unconfirmed: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
    punchoutFailed: 'Die Anmeldung ist nicht möglich. Bitte versuchen Sie es später erneut.',
    expired: 'Ihre Anmeldeanfrage ist abgelaufen. Bitte beginnen Sie erneut im Portal.',
    throttled: 'Zu viele fehlgeschlagene Versuche. Bitte warten Sie {{wait}} und versuchen Sie es dann erneut.',
    federationFailed:
      'Die Anmeldung beim Identitätsanbieter Ihres Unternehmens war nicht erfolgreich. Bitte versuchen Sie es erneut.',
    federationUnavailable:
      'Der Identitätsanbieter Ihres Unternehmens ist derzeit nicht erreichbar. Bitte versuchen Sie es später erneut.',
    federationWrongDomain:
      'Der Identitätsanbieter Ihres Unternehmens hat Sie mit einer E-Mail-Adresse angemeldet, die nicht zu Ihrem Unternehmen gehört.',
    federationConflict:
      'Ein Konto mit dieser E-Mail-Adresse besteht bereits und kann nicht über den Identitätsanbieter Ihres Unternehmens angemeldet werden. Bitte wenden Sie sich an den Support.',
  },
  signOut: {
    title: 'Abmelden',
    heading: 'Sie werden abgemeldet',
    text: 'Sie werden vom Lingua Portal abgemeldet.',
    submit: 'Abmelden',
  },
  bridge: {
    title: 'Anmeldung',
    heading: 'Anmeldung läuft …',
    done: 'Sie sind angemeldet. Dieses Fenster schließt sich von selbst; Sie können es auch schließen.',
    lost: 'Die Seite, die dieses Fenster geöffnet hat, ist nicht mehr vorhanden. Schließen Sie dieses Fenster und melden Sie sich auf der Seite erneut an.',
    refusedTitle: 'Anmeldung hier nicht zulässig',
    refused:
      'Die Website {{origin}} ist nicht für die Einbindung von Lingua registriert. Bitten Sie Ihre Ansprechperson bei Lingua, sie zu registrieren.',
    unknownOrigin: '(unbekannt)',
  },
  pdf: {
    pages_one: '{{count}} Seite',
    pages_other: '{{count}} Seiten',
    words_one: '{{count}} Wort',
    words_other: '{{count}} Wörter',
    request: 'Anfrage: {{name}}',
  },
  quotePdf: {
    title: 'Angebotsbestätigung',
    documentTitle: 'Angebotsbestätigung {{name}}',
    client: 'Kunde: {{name}}',
    issued: 'Ausgestellt am {{issued}}, gültig bis {{valid}}',
    targetLanguage: 'Zielsprache',
    pages: 'Seiten',
    pricePerPage: 'Preis pro Seite',
    amount: 'Betrag',
    total: 'Gesamt',
    documents: 'Analysierte Dokumente',
    file: '{{name}}: {{pages}}, {{words}}',
    terms: 'Bedingungen',
    term: {
      validity: 'Angebote sind 30 Tage gültig.',
      claims: 'Reklamationen werden innerhalb von 30 Tagen nach der Lieferung angenommen.',
      interest: 'Bei verspäteter Zahlung fallen Verzugszinsen von 1,5 % pro Monat (18 % pro Jahr) an.',
      defects: 'Mängel werden innerhalb von 30 Tagen behoben.',
      invoices: 'Rechnungen werden zum Monatsende gestellt.',
    },
  },
  receiptPdf: {
    title: 'Löschbestätigung',
    documentTitle: 'Löschbestätigung {{id}}',
    company: 'Unternehmen: {{name}}',
    receipt: 'Bestätigung: {{id}}',
    reason: {
      request: 'Die Dateien einer Anfrage, auf Wunsch gelöscht',
      company: 'Die vor einem Stichtag abgeschlossenen Anfragen des Unternehmens, auf Wunsch gelöscht',
      retention: 'Durch die Aufbewahrungseinstellung des Unternehmens gelöscht',
    },
    requestedBy: 'Veranlasst von: {{name}}',
    endedBefore: 'Anfragen abgeschlossen vor: {{date}}',
    started: 'Begonnen: {{date}}',
    completed: 'Abgeschlossen: {{date}}',
    objects: 'Gelöschte Objekte: {{objects}}, {{bytes}}',
    units: 'Gelöschte Einheiten der Translation Memory: {{count}}',
    entries: 'Gelöschte Glossareinträge: {{count}}',
    kept: 'keine (beibehalten)',
    requests: 'Anfragen',
    line: '{{name}} ({{id}}): {{objects}}, {{bytes}}',
    objectCount_one: '{{count}} Objekt',
    objectCount_other: '{{count}} Objekte',
  },
  qualityPdf: {
    title: 'Qualitätsbericht',
    documentTitle: 'Qualitätsbericht: {{file}} ({{language}})',
    file: 'Datei: {{name}}',
    language: 'Sprache: {{language}}',
    score: 'Bewertung {{score}} – {{verdict}}',
    scoreInconclusive: 'Bewertung {{score}} – {{verdict}} (nicht aussagekräftig: weniger als 1.000 bewertete Wörter)',
    verdict: { PASS: 'BESTANDEN', FAIL: 'NICHT BESTANDEN' },
    penalty:
      '{{penalty}} Fehlerpunkte bei {{words}} Wörtern im Ausgangstext: {{perThousand}} pro 1.000 Wörter; Toleranz {{tolerance}} (Profil {{profile}}, Version {{version}})',
    byType: 'Gewertete Fehler nach MQM-Typ und Schweregrad',
    issues: 'Fehler ({{count}})',
    more: '… und {{count}} weitere in der CSV-Datei',
    plain: {
      wrongMeaning: 'falsche Bedeutung',
      wrongTerm: 'falscher Terminus',
      readsBadly: 'liest sich schlecht',
      formattingBroken: 'Formatierung fehlerhaft',
      shouldNotBeTranslated: 'hätte nicht übersetzt werden sollen',
    },
    status: { OPEN: 'offen', ACCEPTED: 'angenommen', REJECTED: 'abgelehnt', FIXED: 'behoben' },
  },
} satisfies TextResources;
