// The procurement area's texts in German (formal address, docs/ui-glossary.md); the keys mirror texts.ts
// (decision 189). Coupa is a product name.
import type { Catalogue } from '@lingua/core';

export default {
  coupa: {
    signInReason:
      'Verfolgen Sie die Übersetzungsanfragen, die Ihre Organisation aus ihrer Beschaffungsplattform gesendet hat: Status, Angebote und gelieferte Dateien. Melden Sie sich mit Ihrem Lingua-Konto an: Die Anfragen gehören zum Konto Ihrer Organisation.',
    list: {
      title: 'Coupa-Anfragen',
      createRequest: 'Anfrage erstellen',
      createDisabled:
        'Öffnen Sie die Beschaffungsplattform und starten Sie erneut einen Punch-out, um eine Anfrage zu erstellen.',
      submittedOn: 'Gesendet am',
      viewDetails: 'Details anzeigen',
    },
    detail: {
      back: 'Zurück zu den Coupa-Anfragen',
      summary: 'Zusammenfassung',
      status: 'Status',
      submittedOn: 'Gesendet am',
      sourceLanguage: 'Ausgangssprache',
      targetLanguages: 'Zielsprachen',
      tabsLabel: 'Bereiche der Anfrage',
      tabs: {
        sourceDocuments: 'Ausgangsdokumente',
        quote: 'Angebot',
        deliverables: 'Lieferdateien',
      },
      sourceFiles: 'Ausgangsdateien',
      referenceFiles: 'Referenzdateien',
      sourceFileLinks: 'Links zu Ausgangsdateien',
      noSourceDocuments: 'Diese Anfrage enthält keine Ausgangsdokumente.',
      opensInNewTab: '{{name}} (wird in einem neuen Tab geöffnet)',
    },
    quote: {
      viewerTitle: 'Angebotsbestätigung',
      unavailable:
        'Das Angebot ist derzeit nicht verfügbar. Vielen Dank für Ihre Geduld. Bitte schauen Sie später noch einmal vorbei.',
      accept: 'Angebot annehmen',
      reject: 'Angebot ablehnen',
      accepted: 'Das Angebot wurde angenommen.',
      notReturned:
        'Das Angebot wurde angenommen, konnte aber nicht an die Beschaffungsplattform zurückgegeben werden, da Ihre Punch-out-Sitzung beendet ist. Bitte starten Sie einen neuen Punch-out aus Ihrer Beschaffungsplattform, um es zu bestellen.',
      rejected: 'Das Angebot wurde abgelehnt.',
      loadingDocument: 'Angebotsdokument wird geladen …',
    },
    rejectDialog: {
      title: 'Angebot ablehnen',
      text: 'Bitte geben Sie den Grund für die Ablehnung des Angebots an:',
      reasonLabel: 'Grund',
      cancel: 'Abbrechen',
      confirm: 'Angebot ablehnen',
    },
    deliverables: {
      language: 'Sprache',
      downloadAll: 'Alle herunterladen',
      noFilesForLanguage: 'Für die ausgewählte Sprache sind keine Dateien verfügbar',
      notAvailable: 'Die Lieferdateien sind noch nicht verfügbar. Bitte versuchen Sie es später erneut.',
    },
    starter: {
      signingIn: 'Sie werden angemeldet …',
      failed: 'Anmeldung nicht möglich. Bitte versuchen Sie es später erneut.',
    },
    errorPage: {
      title: 'Es ist ein Fehler aufgetreten',
      withMessage: 'Fehler. {{message}}',
      generic:
        'Hoppla, da ist etwas schiefgelaufen. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support, wenn das Problem weiterhin besteht.',
    },
    desk: {
      title: 'Dienstleister-Arbeitsplatz',
      subtitle:
        'Beschaffungsanfragen beantworten: Angebot ausstellen, Übersetzungen liefern, Anfrage abschließen.',
      listTitle: 'Beschaffungsanfragen',
      sentBackTitle: 'Mit Änderungswünschen zurückgesendet',
      client: 'Kunde',
      open: 'Öffnen',
      close: 'Schließen',
      selectRequest: 'Wählen Sie eine Anfrage aus, um sie zu beantworten.',
      quoteDocument: 'Angebotsdokument',
      currentQuote: 'Aktuelles Angebotsdokument',
      noQuote: 'Noch kein Angebotsdokument.',
      replaceQuote: 'Angebotsdokument ersetzen',
      quoteFile: 'Angebotsdokument (PDF)',
      totalPrice: 'Angebotssumme (USD)',
      uploadQuote: 'Angebot ausstellen',
      quoteIssued: 'Das Angebotsdokument wurde ersetzt; der Kunde kann es jetzt prüfen.',
      deliverables: 'Lieferdateien',
      deliverableLanguage: 'Zielsprache',
      deliverableFiles: 'Übersetzte Dateien',
      uploadDeliverables: 'Lieferdateien hochladen',
      deliverablesUploaded: 'Die Lieferdateien wurden hochgeladen.',
      complete: 'Anfrage abschließen',
      completed: 'Die Anfrage wurde abgeschlossen.',
      fixTitle: 'Zurückgesendetes korrigieren',
      fixIntro:
        'Öffnen Sie die gelieferten Dateien im Editor, korrigieren Sie sie und schließen Sie dann die Anfrage ab, um sie erneut zu liefern.',
      fixLines: 'Zeilen prüfen und bearbeiten',
      fixFile: '{{fileName}} prüfen und bearbeiten',
      uploadedCount_one: '{{count}} Datei für {{language}} geliefert',
      uploadedCount_other: '{{count}} Dateien für {{language}} geliefert',
      validation: {
        fileRequired: 'Wählen Sie eine Datei aus.',
        pdfRequired: 'Das Angebotsdokument muss eine PDF-Datei sein.',
        totalRequired: 'Geben Sie eine Summe über 0 ein.',
        languageRequired: 'Wählen Sie eine Zielsprache aus.',
      },
    },
  },
} satisfies Catalogue;
