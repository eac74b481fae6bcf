// The automatic quote review's texts in German (formal address, docs/ui-glossary.md); the keys mirror texts.ts
// (decision 189). The terms' figures come from the contract as in English, in German number format.
import {
  CLAIM_WINDOW_DAYS,
  DEFECT_CORRECTION_DAYS,
  ESTIMATE_VALIDITY_DAYS,
  LATE_INTEREST_PERCENT_PER_MONTH,
  LATE_INTEREST_PERCENT_PER_YEAR,
} from '@lingua/contract';
import type { Catalogue } from '@lingua/core';

const percent = (value: number) => value.toLocaleString('de');

export default {
  autoQuote: {
    title: 'Ihr Angebot',
    loading: 'Ihr Angebot wird geladen …',
    loadError: 'Dieses Angebot konnte nicht geladen werden.',
    missingId:
      'Kein Angebot vorhanden: Diese Seite benötigt die ID eines Angebots. Öffnen Sie den Link aus Ihrer Angebots-E-Mail.',
    notFound: {
      title: 'Angebot nicht gefunden',
      message:
        'Unter dieser Adresse gibt es kein Angebot. Prüfen Sie den Link aus Ihrer Angebots-E-Mail oder fordern Sie ein neues Angebot bei uns an.',
      signInHint:
        'Haben Sie dieses Angebot als angemeldeter Benutzer angefordert? Dann können nur Sie und Ihre Kolleginnen und Kollegen es sehen: Melden Sie sich an, um es zu öffnen.',
    },
    summary: {
      name: 'Projektname',
      creationDate: 'Erstellt am',
      sourceLanguage: 'Ausgangssprache',
      targetLanguages: 'Zielsprachen',
      acceptanceStatus: 'Status',
      referenceId: 'Referenz',
      languagesHeading: 'Kosten pro Sprache',
      total: 'Gesamt',
      units: 'Einheiten (Seiten)',
      cost: 'Kosten',
      totalProjectCost: 'Gesamtkosten des Projekts',
      validUntil: 'Gültig bis',
      pricePerPage: 'Preis pro Seite',
    },
    status: {
      ACCEPTED: 'Angenommen',
      REJECTED: 'Abgelehnt',
      pending: 'Wartet auf Ihre Entscheidung',
    },
    provider: {
      heading: 'Angebot erstellt von',
      name: 'Lingua Language Services',
      address: '1200 Harbor Boulevard, Suite 400\nSan Francisco, CA 94107\nUSA',
    },
    terms: {
      link: 'Allgemeine Geschäftsbedingungen',
      title: 'Allgemeine Geschäftsbedingungen',
      estimates: `Angebote sind ab ihrem Erstellungsdatum ${ESTIMATE_VALIDITY_DAYS} Tage gültig.`,
      claims: `Reklamationen zu gelieferten Leistungen sind innerhalb von ${CLAIM_WINDOW_DAYS} Tagen nach der Lieferung geltend zu machen.`,
      lateInterest: `Bei verspäteter Zahlung fallen Verzugszinsen von ${percent(LATE_INTEREST_PERCENT_PER_MONTH)} % pro Monat (${percent(LATE_INTEREST_PERCENT_PER_YEAR)} % pro Jahr) an.`,
      defects: `Fristgerecht gemeldete Mängel werden innerhalb von ${DEFECT_CORRECTION_DAYS} Tagen behoben.`,
      invoices: 'Rechnungen werden jeweils zum Monatsende gestellt.',
    },
    agreement: {
      label: 'Ich habe die Nutzungsbedingungen und die Datenschutzerklärung zur Kenntnis genommen',
      required:
        'Bitte bestätigen Sie mit dem Kontrollkästchen, dass Sie die Nutzungsbedingungen und die Datenschutzerklärung zur Kenntnis genommen haben, bevor Sie das Angebot annehmen.',
    },
    accept: 'Angebot annehmen',
    reject: 'Angebot ablehnen',
    rejectDialog: {
      title: 'Angebot ablehnen',
      message: 'Teilen Sie uns mit, warum Sie dieses Angebot ablehnen (optional).',
      reason: 'Grund',
      confirm: 'Angebot ablehnen',
    },
    conflict: 'Konfliktfehler',
    payment: {
      title: 'Zahlungseinstellungen',
      paymentType: 'Zahlungsart',
      types: {
        CREDIT_CARD: 'Kreditkarte',
        BILL_TO_ACCOUNT: 'Über Kundenkonto abrechnen',
        INVOICE_DIRECTLY: 'Direkte Rechnungsstellung',
      },
      unknownType: 'Unbekannter Typ des benutzerdefinierten Felds',
      billingAddress: 'Rechnungsadresse',
      address1: 'Adresszeile 1',
      address2: 'Adresszeile 2',
      city: 'Ort',
      state: 'Bundesland',
      country: 'Land',
      zip: 'PLZ',
      email: 'E-Mail',
      phone: 'Telefonnummer',
      clientIdNumber: 'Kundennummer',
      personalCode: 'Persönlicher Code',
      invoiceHint: 'Wir senden die Rechnung an die Kontaktperson dieser Anfrage.',
      submit: 'Angebot annehmen',
    },
    expired: {
      title: 'Dieses Angebot ist abgelaufen',
      message: 'Das Angebot ist nicht mehr gültig. Bitte fordern Sie ein neues Angebot an.',
    },
    result: {
      acceptedTitle: 'Angebot angenommen',
      accepted: 'Vielen Dank. Ihr Angebot wurde angenommen, und wir beginnen mit Ihrem Projekt.',
      rejectedTitle: 'Angebot abgelehnt',
      rejected: 'Ihr Angebot wurde abgelehnt. Vielen Dank für Ihre Rückmeldung.',
    },
    home: 'Zur Startseite',
  },
} satisfies Catalogue;
