// The content pages, the FAQ and the solution wizard in German (formal address, docs/ui-glossary.md); the lists
// mirror content-texts.ts item by item (decision 189).
import { contentCatalogue } from '../catalogue-shape.ts';

export default contentCatalogue({
  languageLineConnect: {
    lead: 'In weniger als 30 Sekunden ist eine professionelle Dolmetscherin oder ein professioneller Dolmetscher am Apparat – in mehr als 240 Sprachen, rund um die Uhr. Mit Language Line Connect können alle Mitarbeitenden im direkten Kundenkontakt jederzeit dolmetschen lassen, wenn sie es brauchen.',
    sections: [
      {
        heading: 'So funktioniert es',
        paragraphs: [
          'Ihre Mitarbeitenden wählen eine eigene Rufnummer oder öffnen die Connect-App auf einem Tablet, wählen die Sprache und werden mit geschulten Dolmetschenden verbunden. Die Dolmetscherin oder der Dolmetscher nimmt als neutrale dritte Person am Gespräch teil und überträgt alles Gesagte in beide Richtungen, in der ersten Person.',
          'Ein Termin ist nicht nötig. Bei weniger verbreiteten Sprachen stellen wir die Verbindung im Durchschnitt innerhalb von zwei Minuten her, und Ihre Kundenbetreuung kann für geplante Termine wie Aufklärungsgespräche oder Gerichtsverhandlungen Dolmetschende im Voraus einplanen.',
        ],
        items: [
          'Telefondolmetschen von jedem Telefon aus, mit einem persönlichen Zugangscode pro Abteilung',
          'Video-Dolmetschen für die Amerikanische Gebärdensprache (ASL) und für Gespräche, in denen die Mimik zählt',
          'Dreiergespräche mit Ihren Kundinnen und Kunden auf einer weiteren Leitung',
          'Anrufberichte nach Abteilung, Sprache und Dauer für Budgetplanung und Compliance',
        ],
      },
      {
        heading: 'Für wen Connect gedacht ist',
        paragraphs: [
          'Krankenhäuser, Kliniken und Apotheken nutzen Connect, um ihre Pflichten zur sprachlichen Verständigung bei der Aufnahme, am Krankenbett und bei der Entlassung zu erfüllen. Versicherungen und Banken setzen es in ihren Kundenservicecentern ein, Behörden an Schaltern, in Schulen und in Rettungsdiensten.',
        ],
        items: [
          'Gesundheitswesen: medizinische Dolmetschende, geschult in Fachterminologie, Datenschutz und Berufsethik',
          'Finanzdienstleistungen: auf Verschwiegenheit überprüfte Dolmetschende, geschult in regulierten Pflichtangaben',
          'Behörden und Gerichte: qualifizierte Dolmetschende für Verhandlungen, Gespräche zu Sozialleistungen und öffentliche Sitzungen',
        ],
      },
      {
        heading: 'Qualität, die Sie prüfen können',
        paragraphs: [
          'Alle Dolmetschenden bestehen vor ihrem ersten Einsatz einen Sprachtest, eine Fachprüfung und eine Zuverlässigkeitsüberprüfung und werden danach fortlaufend begleitet und gecoacht. Gespräche werden nur aufgezeichnet, wenn Sie uns darum bitten, und unsere Dolmetschenden arbeiten unter einer strengen Vertraulichkeitsvereinbarung.',
        ],
      },
    ],
    ctaHeading: 'Language Line Connect für Ihre Teams einrichten',
    ctaText:
      'Teilen Sie uns mit, wie viele Standorte und welche Sprachen Sie erwarten; wir senden Ihnen Zugangscodes und Schulungsmaterial innerhalb eines Werktags.',
  },
  quickTranslation: {
    lead: 'Kurze Texte, in wenigen Stunden statt Tagen von Fachübersetzerinnen und Fachübersetzern übersetzt. Ideal für E-Mails, Produktbeschreibungen, Social-Media-Beiträge, Mitteilungen und alles bis etwa 1.000 Wörter.',
    sections: [
      {
        heading: 'Wann sich die Schnellübersetzung eignet',
        paragraphs: [
          'Maschinelle Übersetzung liefert sofort ein Ergebnis, ist aber nicht immer gut genug für das, was Ihre Kundschaft, Ihre Patientinnen und Patienten oder Ihre Geschäftspartner lesen. Ein vollständiges Übersetzungsprojekt umfasst Terminologiearbeit, Revision und Formatierung und braucht daher mehr Zeit. Die Schnellübersetzung liegt dazwischen: Eine qualifizierte muttersprachliche Fachkraft übersetzt Ihren Text und prüft ihn einmal – in wenigen Stunden.',
        ],
        items: [
          'E-Mails an Kundinnen und Kunden sowie Antworten des Supports',
          'Kurze Aktualisierungen der Website, Banner und Produktbeschreibungen',
          'Interne Mitteilungen, Ankündigungen und Sicherheitshinweise',
          'Social-Media-Beiträge und Newsletter',
        ],
      },
      {
        heading: 'So funktioniert es',
        paragraphs: [
          'Fügen Sie Ihren Text ein oder laden Sie im Anfrageformular ein kurzes Dokument hoch, wählen Sie Ausgangs- und Zielsprachen und die schnelle Bearbeitung. Sie sehen den Preis, bevor Sie bestätigen. Ist etwas unklar, kann Ihre Fachübersetzerin oder Ihr Fachübersetzer über Ihre Kundenbetreuung nachfragen; die Übersetzung erhalten Sie im Portal und per E-Mail.',
          'Für Texte mit mehr als etwa 1.000 Wörtern oder für Inhalte, die Layout, Beglaubigung oder eine zweite Revision brauchen, empfehlen wir ein reguläres Übersetzungsprojekt; wir sagen Ihnen Bescheid, wenn Ihre Anfrage dort besser aufgehoben ist.',
        ],
      },
      {
        heading: 'Bearbeitungszeit und Preise',
        paragraphs: [
          'Die meisten Schnellübersetzungen in die wichtigen Geschäftssprachen liefern wir innerhalb von vier Arbeitsstunden. Berechnet wird pro Wort mit einem geringen Mindestbetrag; wiederholte Sätze aus Ihrem Translation Memory berechnen wir zu einem reduzierten Satz.',
        ],
      },
    ],
    ctaHeading: 'Sie brauchen noch heute eine Übersetzung?',
    ctaText: 'Senden Sie Ihren Text jetzt und erfahren Sie den Preis, bevor Sie bestätigen.',
  },
  connector: {
    lead: 'Senden Sie Inhalte direkt aus den Systemen, in denen sie entstehen, zur Übersetzung und erhalten Sie sie am richtigen Ort zurück – ganz ohne Kopieren und Einfügen.',
    sections: [
      {
        heading: 'Verbinden Sie die Werkzeuge, die Sie bereits nutzen',
        paragraphs: [
          'Unsere Konnektoren verbinden Ihre Content-Systeme mit unserer Übersetzungsplattform. Ihre Redaktion wählt aus, was übersetzt werden soll, der Konnektor sendet es mit seinem Kontext, und die übersetzten Fassungen kommen als Entwürfe zurück, bereit zur Freigabe.',
        ],
        items: [
          'Content-Management: WordPress, Drupal, Adobe Experience Manager, Sitecore, Contentful',
          'Code-Repositorys: Ressourcendateien aus GitHub, GitLab und Bitbucket (JSON, YAML, XLIFF, .properties, .strings)',
          'Design-Werkzeuge: Frames und Textebenen in Figma',
          'Marketing und Support: HubSpot, Marketo, Zendesk Guide, Salesforce Knowledge',
        ],
      },
      {
        heading: 'Warum Teams Konnektoren nutzen',
        paragraphs: [
          'Jeder manuelle Export, jede E-Mail und jeder Import kann zu einer verlorenen Datei, einer veralteten Version oder einem zerstörten Layout führen. Konnektoren machen diese Schritte überflüssig, protokollieren lückenlos, was gesendet und empfangen wurde, und zeigen den Übersetzenden Screenshots und Zeichenbegrenzungen, damit der Text auf Anhieb passt.',
        ],
        items: [
          'Nur neuer oder geänderter Text wird gesendet – Sie zahlen nie zweimal für denselben Satz',
          'Ihre Terminologie und Ihr Translation Memory werden automatisch angewendet',
          'Den Status sehen Sie in Ihrem System und in diesem Portal',
        ],
      },
      {
        heading: 'Erste Schritte',
        paragraphs: [
          'Unser Solutions-Engineering-Team richtet den Konnektor gemeinsam mit Ihrer IT-Administration ein, stimmt den Workflow und die Freigabeschritte mit Ihnen ab und testet ihn in einem Pilotlauf mit wenigen Inhalten. Die meisten Konnektoren sind innerhalb von zwei Wochen live.',
        ],
      },
    ],
    ctaHeading: 'Sprechen Sie mit unserem Solutions-Engineering-Team',
    ctaText:
      'Nennen Sie uns Ihr System, und wir zeigen Ihnen den passenden Konnektor in einem 30-minütigen Gespräch.',
  },
  websiteProxy: {
    lead: 'Veröffentlichen Sie Ihre Website in weiteren Sprachen – ohne Neuaufbau, ohne Plug-ins und ohne uns Zugang zu Ihrem Content-System zu geben.',
    sections: [
      {
        heading: 'So funktioniert der Proxy',
        paragraphs: [
          'Der Übersetzungsproxy steht zwischen den Besucherinnen und Besuchern und Ihrer Website. Öffnet jemand die französische Version, ruft der Proxy Ihre Originalseite ab, ersetzt den Text durch die freigegebene Übersetzung und liefert die Seite unter Ihrer eigenen Domain aus, etwa fr.example.com. Ihre Website bleibt genau so, wie sie ist.',
          'Neuer und geänderter Text wird automatisch erkannt und nach Regeln, die Sie festlegen, zur Übersetzung gesendet: sofort per maschineller Übersetzung mit anschließender Revision durch Fachleute oder zurückgehalten, bis eine Fachübersetzerin oder ein Fachübersetzer ihn übersetzt hat.',
        ],
      },
      {
        heading: 'Was Sie erhalten',
        items: [
          'Übersetzte Seiten unter Ihrer Domain oder Subdomain, mit korrekten Sprach-Tags für Suchmaschinen',
          'Einen visuellen Editor, in dem Ihre Prüfenden Texte im Kontext korrigieren',
          'Übersetzung von Formularen, Menüs, Bildern mit Text, PDFs und Seitenmetadaten',
          'Layouts von rechts nach links für Arabisch und Hebräisch',
          'Berichte über übersetzte Wörter und besuchte Seiten pro Sprache',
        ],
      },
      {
        heading: 'Sicherheit und Leistung',
        paragraphs: [
          'Der Proxy speichert niemals personenbezogene Daten, die Besucherinnen und Besucher eingeben: Formulare und Bereiche hinter einer Anmeldung werden unverändert durchgereicht. Übersetzte Seiten werden am Rand des Netzes zwischengespeichert und laden so schnell wie Ihre Originalseite.',
        ],
      },
    ],
    ctaHeading: 'Sehen Sie Ihre Website in einer anderen Sprache',
    ctaText:
      'Gern richten wir Ihnen eine kostenlose Vorschau Ihrer Startseite in der Sprache Ihrer Wahl ein.',
  },
  languageConnect: {
    lead: 'Ein Programm für Ihren gesamten Sprachbedarf: Übersetzen, Dolmetschen, Lokalisierung und sprachliche Verständigung – betreut von einem Team, unter einem Vertrag.',
    sections: [
      {
        heading: 'Ein Partner statt vieler',
        paragraphs: [
          'Viele Organisationen kaufen Übersetzungen bei einem Anbieter, Dolmetschleistungen bei einem zweiten und die Lokalisierung ihrer Website bei einem dritten – jeweils mit eigenem Vertrag, eigenen Rechnungen und eigenen Qualitätsregeln. Language Connect bündelt all das: eine persönliche Kundenbetreuung, eine Preisliste, ein Portal und ein gemeinsames Reporting.',
        ],
      },
      {
        heading: 'Was das Programm umfasst',
        items: [
          'Dokumentenübersetzung mit zertifizierten Fachübersetzerinnen und Fachübersetzern und Revision in mehr als 200 Sprachen',
          'Dolmetschen vor Ort, per Video und per Telefon, auf Abruf oder nach Termin',
          'Lokalisierung von Websites, Software und Multimedia',
          'Maschinelle Übersetzung mit sicheren, privaten MÜ-Engines für große Volumen',
          'Terminologiemanagement, Styleguides und Translation Memorys, die Ihnen gehören',
        ],
      },
      {
        heading: 'Steuerung und Reporting',
        paragraphs: [
          'In vierteljährlichen Business Reviews betrachten wir Volumen, Bearbeitungszeiten, Qualitätsbewertungen und Einsparungen. Berichte in diesem Portal zeigen die Ausgaben nach Abteilung, Sprache und Leistung, damit Budgetverantwortliche sehen, wofür ihr Geld ausgegeben wird.',
          'Für regulierte Branchen dokumentieren wir die Qualifikationen aller Fachübersetzenden und Dolmetschenden, führen ein Prüfprotokoll zu jedem Projekt und richten unsere Prozesse an Ihrem Konzept für sprachliche Verständigung aus.',
        ],
      },
    ],
    ctaHeading: 'Planen Sie Ihr Sprachprogramm',
    ctaText:
      'Unsere Beraterinnen und Berater analysieren kostenlos Ihre aktuellen Ausgaben und Anforderungen und schlagen Ihnen ein Programm vor.',
  },
  webSitesEasyWay: {
    lead: 'Ihre Website in jeder Sprache, die Ihre Kundschaft spricht – in wenigen Wochen online und automatisch aktuell.',
    sections: [
      {
        heading: 'In drei Schritten zur mehrsprachigen Website',
        items: [
          'Sprachen und Seiten wählen: Wir analysieren Ihre Website und senden Ihnen ein Festpreisangebot',
          'Wir übersetzen: Fachübersetzerinnen und Fachübersetzer, Ihre Terminologie, Revision im Kontext',
          'Live gehen: Die übersetzten Seiten erscheinen unter Ihrer Domain, Aktualisierungen folgen automatisch',
        ],
      },
      {
        heading: 'Kein Entwicklungsaufwand',
        paragraphs: [
          'Sie müssen weder Plug-ins installieren noch Seiten duplizieren oder Inhalte exportieren. Unser Proxy für Website-Übersetzung liefert die übersetzten Fassungen direkt aus, und Ihr Marketingteam arbeitet weiter mit den gewohnten Werkzeugen.',
          'Wenn Sie Übersetzungen lieber in Ihrem eigenen Content-System verwalten, liefern unsere Konnektoren die übersetzten Seiten stattdessen dorthin.',
        ],
      },
      {
        heading: 'Wachsen Sie in Ihrem Tempo',
        paragraphs: [
          'Beginnen Sie mit Ihren meistbesuchten Seiten in einer Sprache und nehmen Sie weitere hinzu, sobald Sie die Ergebnisse sehen. Maschinelle Übersetzung mit Revision der wichtigsten Seiten durch Fachleute hält die Kosten für selten besuchte Inhalte niedrig.',
        ],
      },
    ],
    ctaHeading: 'Erhalten Sie ein Festpreisangebot für Ihre Website',
    ctaText: 'Senden Sie uns die Adresse Ihrer Website und die gewünschten Sprachen.',
  },
  anythingInBetween: {
    lead: 'Nicht jeder Sprachauftrag passt in ein Standardschema. Sagen Sie uns, was Sie brauchen, und unsere Projektmanagerinnen und Projektmanager stellen die richtigen Leute und Werkzeuge zusammen.',
    sections: [
      {
        heading: 'Leistungen über die Übersetzung hinaus',
        items: [
          'Transkription von Interviews, Anhörungen und Fokusgruppen, mit Zeitstempeln und Kennzeichnung der Sprechenden',
          'Untertitelung, auch für Hörgeschädigte (Closed Captions), in SRT, WebVTT, TTML und Broadcast-Formaten',
          'Voice-over und Synchronisation mit professionellen Sprecherinnen und Sprechern',
          'Desktop-Publishing: übersetzte InDesign-, FrameMaker- und Illustrator-Dateien, druckfertig',
          'Beglaubigte Übersetzungen für Gerichte, Ausländerbehörden und notarielle Zwecke',
          'Transkreation von Kampagnen und Slogans, die in der Zielkultur wirken müssen',
          'Sprachliche Tests von Apps, Spielen und E-Learning-Kursen',
        ],
      },
      {
        heading: 'So bearbeiten wir eine besondere Anfrage',
        paragraphs: [
          'Eine Projektmanagerin oder ein Projektmanager prüft Ihre Anfrage, stellt die entscheidenden Fragen – Zielgruppe, Termin, Format, Budget – und schlägt einen Plan zum Festpreis vor. Sie geben ihn in diesem Portal frei und verfolgen jeden Schritt bis zur Lieferung.',
          'Braucht der Auftrag Fachleute, die wir nicht im eigenen Haus haben, etwa eine in einem bestimmten Land ermächtigte Übersetzerin oder einen ermächtigten Übersetzer, finden wir sie in unserem geprüften Partnernetzwerk – und bleiben Ihre einzige Ansprechstelle.',
        ],
      },
    ],
    ctaHeading: 'Beschreiben Sie Ihr Projekt',
    ctaText:
      'Laden Sie hoch, was Sie haben, und beschreiben Sie in den Anmerkungen, was Sie brauchen; wir antworten innerhalb von 24 Stunden.',
  },
  privacy: {
    lead: 'Wie Lingua Language Services personenbezogene Daten in diesem Portal und in den Dokumenten verarbeitet, die Sie uns senden.',
    sections: [
      {
        heading: 'Welche Daten wir erheben',
        paragraphs: [
          'Für Ihr Konto speichern wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer, Ihr Unternehmen und die Rollen, die Ihre Organisation Ihnen zugewiesen hat. Wenn Sie eine Übersetzung anfragen, speichern wir die Dateien, Texte und Links, die Sie senden, und die Übersetzungen, die wir liefern.',
        ],
      },
      {
        heading: 'Wofür wir sie verwenden',
        items: [
          'Um Angebote zu erstellen, Projekte zu liefern und Sie dazu zu benachrichtigen',
          'Um Ihr Konto zu schützen, unter anderem mit Multi-Faktor-Authentifizierung und Aktivitätsprotokollen',
          'Um Ihrer Organisation Rechnungen zu stellen und ihr über die Nutzung unserer Leistungen zu berichten',
        ],
      },
      {
        heading: 'Wie wir sie schützen',
        paragraphs: [
          'Dokumente werden bei der Übertragung und im Speicher verschlüsselt, sind nur den Fachübersetzenden und dem Projektmanagement zugänglich, die Ihrem Projekt zugewiesen sind, und werden gemäß den Aufbewahrungseinstellungen Ihrer Organisation gelöscht. Wir verwenden Ihre Inhalte niemals zum Training öffentlicher Engines für maschinelle Übersetzung.',
          'Eine Kopie Ihrer personenbezogenen Daten, deren Berichtigung oder Löschung können Sie bei unserem Datenschutzbeauftragten unter der unten genannten Kontaktadresse schriftlich anfordern.',
        ],
      },
    ],
    ctaHeading: 'Fragen zu Ihren Daten?',
    ctaText: 'Unser Datenschutzbeauftragter antwortet innerhalb von 30 Tagen.',
  },
  faq: {
    lead: 'Antworten auf die Fragen, die unsere Kundinnen und Kunden am häufigsten stellen. Sie finden nicht, was Sie suchen? Unser Kundenservice ist nur eine E-Mail oder einen Anruf entfernt.',
    groups: [
      {
        heading: 'Übersetzungen bestellen',
        items: [
          {
            q: 'Wie bestelle ich eine Übersetzung?',
            a: 'Wählen Sie auf der Startseite „Übersetzung anfragen“, geben Sie einen Projektnamen sowie die Ausgangs- und Zielsprachen ein und fügen Sie Ihre Inhalte als Dateien, eingegebenen Text oder Dateilinks hinzu. Legen Sie fest, ob Sie zuerst ein Angebot möchten oder ob wir sofort beginnen sollen, und senden Sie die Anfrage ab. Sie erhalten eine Bestätigung per E-Mail und können die Anfrage im Portal verfolgen.',
          },
          {
            q: 'Kann ich ohne Konto bestellen?',
            a: 'Ja, wenn Ihre Organisation es erlaubt. Geben Sie Ihre geschäftliche E-Mail-Adresse ein; wir ordnen sie Ihrem Unternehmen zu und bitten Sie, sie mit einem Bestätigungscode zu bestätigen, den wir Ihnen per E-Mail senden. Mit einer Registrierung sehen Sie alle Ihre bisherigen Anfragen und bestellen beim nächsten Mal schneller.',
          },
          {
            q: 'Kann ich Referenzmaterial senden?',
            a: 'Ja. Fügen Sie Glossare, frühere Übersetzungen, Styleguides oder Bilder als Referenzdateien hinzu. Sie helfen den Fachübersetzenden, Ihre Terminologie und Ihren Ton zu treffen, und werden nicht in den Preis eingerechnet.',
          },
        ],
      },
      {
        heading: 'Angebote und Preise',
        items: [
          {
            q: 'Wie schnell erhalte ich ein Angebot?',
            a: 'Innerhalb von 24 Stunden, mit Rückmeldung innerhalb eines Werktags. Für viele gängige Dateitypen erhalten Sie in wenigen Minuten eine automatische Schätzung, die Sie direkt im Portal annehmen oder ablehnen können.',
          },
          {
            q: 'Wie lange ist ein Angebot gültig?',
            a: 'Schätzungen sind 30 Tage gültig. Danach läuft das Angebot ab, und wir erstellen Ihnen auf Wunsch ein neues, da sich Preise und Verfügbarkeit inzwischen geändert haben können.',
          },
          {
            q: 'Wie wird der Preis berechnet?',
            a: 'Übersetzungen werden pro Wort des Ausgangstextes berechnet, nach Sprachpaar und Fachgebiet. Für Wiederholungen und Treffer aus Ihrem Translation Memory erhalten Sie einen Rabatt. Formatierung, Beglaubigung und Expresslieferung werden im Angebot gesondert ausgewiesen.',
          },
        ],
      },
      {
        heading: 'Maschinelle Übersetzung',
        items: [
          {
            q: 'Ist maschinelle Übersetzung gut genug für meine Dokumente?',
            a: 'Sie eignet sich hervorragend, um den Kern eines Textes zu verstehen, für die interne Kommunikation und für große Volumen. Lassen Sie alles, was veröffentlicht wird oder juristisch oder medizinisch ist, von Fachleuten prüfen – eine maschinell übersetzte Datei geben Sie mit einem Klick an professionelle Fachübersetzende weiter.',
          },
          {
            q: 'Wird mein Text zum Training der Engines verwendet?',
            a: 'Nein. Unsere MÜ-Engines laufen in privaten Umgebungen; Ihre Inhalte werden vom Anbieter der Engine nicht gespeichert und niemals zum Training öffentlicher Modelle verwendet.',
          },
          {
            q: 'Kann ich Audio und Video übersetzen?',
            a: 'Ja. Das Werkzeug für KI-Übersetzung transkribiert das Gesprochene, übersetzt es und erstellt Untertitel in Formaten wie SRT und WebVTT oder eine synchronisierte Tonspur.',
          },
        ],
      },
      {
        heading: 'Dateien und Formate',
        items: [
          {
            q: 'Welche Dateiformate akzeptieren Sie?',
            a: 'Microsoft Word, Excel und PowerPoint, PDF, OpenDocument, reinen Text, HTML, XML, JSON, XLIFF, InDesign (IDML), Untertitel (SRT, VTT) sowie gängige Audio- und Videoformate. Gescannte PDFs und Bilder können wir mit einem zusätzlichen Schritt zur Texterkennung ebenfalls verarbeiten.',
          },
          {
            q: 'Gibt es eine Größenbeschränkung?',
            a: 'Die Grenzen hängen von der Leistung ab und werden in jedem Upload-Bereich angezeigt. Bei sehr großen oder sehr vielen Dateien teilen Sie stattdessen einen Link zu Ihrem Dateispeicher.',
          },
          {
            q: 'Bleibt meine Formatierung bei der Übersetzung erhalten?',
            a: 'Ja. Wir übersetzen direkt in Ihrer Datei und geben sie im selben Format und Layout zurück. Für druckfertige Layouts in anderen Schriftsystemen bieten wir Desktop-Publishing an.',
          },
        ],
      },
      {
        heading: 'Sicherheit und Datenschutz',
        items: [
          {
            q: 'Wie werden meine Dokumente geschützt?',
            a: 'Dateien werden bei der Übertragung und im Speicher verschlüsselt, über zeitlich begrenzte Links direkt in einen sicheren Speicher hochgeladen und sind nur den Personen zugänglich, die an Ihrem Projekt arbeiten. Unsere Prozesse folgen ISO 27001.',
          },
          {
            q: 'Unterzeichnen Ihre Fachübersetzenden Vertraulichkeitsvereinbarungen?',
            a: 'Ja. Alle Fachübersetzenden und Dolmetschenden arbeiten unter einer Geheimhaltungsvereinbarung, und für vertrauliche Projekte unterzeichnen wir gern auch Ihre eigene Vereinbarung.',
          },
        ],
      },
      {
        heading: 'Konto und Anmeldung',
        items: [
          {
            q: 'Wie aktiviere ich die Multi-Faktor-Authentifizierung?',
            a: 'Öffnen Sie über das Benutzermenü die Kontoeinstellungen, wechseln Sie zum Tab „Profil“ und richten Sie dort die MFA ein. Scannen Sie den Code mit einer Authenticator-App wie Microsoft Authenticator oder Google Authenticator und geben Sie den 6-stelligen Code ein, den sie anzeigt.',
          },
          {
            q: 'Warum wurde ich abgemeldet?',
            a: 'Zu Ihrer Sicherheit melden wir Sie nach einer Stunde ohne Aktivität ab. Vorher erscheint eine Warnung; wählen Sie „Ich bin noch da“, um angemeldet zu bleiben.',
          },
          {
            q: 'Ich melde mich mit meinem Firmenkonto an. Kann ich mein Passwort hier ändern?',
            a: 'Nein. Bei Konten, die sich über den Identitätsanbieter Ihres Unternehmens anmelden, werden Passwort und MFA dort verwaltet; wenden Sie sich an Ihre IT-Abteilung.',
          },
        ],
      },
    ],
  },
  wizard: {
    lead: 'Beantworten Sie zwei kurze Fragen, und wir empfehlen Ihnen die passende Leistung.',
    step1: 'Was benötigen Sie?',
    step2: 'Wofür ist es gedacht?',
    result: 'Unsere Empfehlung',
    next: 'Weiter',
    back: 'Zurück',
    restart: 'Neu beginnen',
    open: '{{service}} öffnen',
    what: {
      documents: 'Dokumente oder Dateien übersetzen',
      text: 'Einen kurzen Text übersetzen',
      website: 'Eine Website übersetzen',
      system: 'Inhalte aus unseren Systemen fortlaufend übersetzen',
      conversation: 'Ein Gespräch in einer fremden Sprache verstehen',
      media: 'Untertitel, Voice-over oder Transkription',
    },
    purpose: {
      publish: 'Zur Veröffentlichung, für rechtliche Zwecke oder für Kundinnen und Kunden',
      internal: 'Für die interne Nutzung oder um den Inhalt zu verstehen',
      urgent: 'Es ist dringend: Ich brauche es innerhalb weniger Stunden',
    },
    recommendations: {
      createProject: {
        service: 'Fachübersetzung',
        reason:
          'Zertifizierte Fachübersetzerinnen und Fachübersetzer übersetzen und prüfen Ihre Dateien, erhalten das Layout und verwenden Ihre Terminologie. Fordern Sie ein Angebot an oder starten Sie das Projekt sofort.',
      },
      machineTranslation: {
        service: 'KI-Übersetzung',
        reason:
          'Sichere maschinelle Übersetzung liefert Ihnen in Sekunden eine brauchbare Übersetzung. Geben Sie sie an Fachleute weiter, sobald das Ergebnis veröffentlicht werden soll.',
      },
      quickTranslation: {
        service: 'Schnellübersetzung',
        reason:
          'Fachübersetzende übersetzen kurze Texte innerhalb weniger Stunden – schneller als ein vollständiges Projekt, besser als eine maschinelle Übersetzung.',
      },
      websiteProxy: {
        service: 'Website-Übersetzung',
        reason:
          'Unser Übersetzungsproxy veröffentlicht Ihre Website in weiteren Sprachen unter Ihrer Domain – ganz ohne Entwicklungsaufwand.',
      },
      connector: {
        service: 'Konnektoren',
        reason:
          'Ein Konnektor sendet neue und geänderte Inhalte aus Ihrem System zur Übersetzung und bringt die Übersetzungen automatisch zurück.',
      },
      languageLineConnect: {
        service: 'Language Line Connect',
        reason:
          'Professionelle Dolmetschende schalten sich in Sekunden in Ihr Telefonat oder Videogespräch ein – in mehr als 240 Sprachen.',
      },
      anythingInBetween: {
        service: 'Individuelles Medienprojekt',
        reason:
          'Unsere Projektmanagerinnen und Projektmanager kombinieren Transkription, Untertitelung und Voice-over mit den richtigen Fachleuten für Ihre Inhalte.',
      },
    },
  },
});
