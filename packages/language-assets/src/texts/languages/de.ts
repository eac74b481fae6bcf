// The language assets' texts in German (formal address, docs/ui-glossary.md); the keys mirror
// language-assets-texts.ts (decision 189). The CSV columns keep the English names the import reads.
import type { Catalogue } from '@lingua/core';

export default {
  languageAssets: {
    glossaries: {
      intro:
        'Termini, die die maschinelle Übersetzung so schreibt, wie Sie es wünschen: Produktnamen, medizinische Fachbegriffe, Wörter, die Sie nie übersetzen.',
      empty:
        'Noch keine Glossare. Fügen Sie eines für ein Sprachpaar hinzu, um die maschinelle Übersetzung zu steuern.',
      glossary: 'Glossar',
      create: 'Neues Glossar',
      createTitle: 'Neues Glossar',
      source: 'Ausgangssprache',
      target: 'Zielsprache',
      createSave: 'Glossar erstellen',
      search: 'Termini suchen',
      searchPlaceholder: 'Termini und Anmerkungen durchsuchen',
      pagination: 'Seiten der Glossartermini',
      add: 'Terminus hinzufügen',
      addTitle: 'Terminus hinzufügen',
      editTitle: 'Terminus bearbeiten',
      sourceTerm: 'Ausgangsterminus',
      targetTerm: 'Zielterminus',
      doNotTranslate: 'Nicht übersetzen',
      doNotTranslateHint: 'Der Terminus bleibt so, wie er geschrieben ist (Namen, Marken).',
      caseSensitive: 'Groß-/Kleinschreibung beachten',
      note: 'Anmerkung',
      notTranslated: 'Nicht übersetzt',
      actions: 'Aktionen',
      edit: '{{term}} bearbeiten',
      delete: '{{term}} löschen',
      deleteTitle: 'Terminus löschen',
      deleteMessage:
        'Den Terminus „{{term}}“ aus diesem Glossar löschen? Dies kann nicht rückgängig gemacht werden.',
      deleteConfirm: 'Löschen',
      save: 'Speichern',
      targetRequired:
        'Geben Sie den Zielterminus ein oder markieren Sie den Terminus als nicht zu übersetzen',
      noTerms: 'Dieses Glossar enthält noch keine Termini.',
      noMatch: 'Keine Termini entsprechen „{{query}}“.',
      deleteGlossary: 'Glossar löschen',
      deleteGlossaryTitle: 'Glossar löschen',
      deleteGlossaryMessage:
        'Das Glossar {{name}} mit allen Termini löschen? Die maschinelle Übersetzung verwendet es dann nicht mehr. Dies kann nicht rückgängig gemacht werden.',
      deletedGlossary: 'Das Glossar {{name}} wurde gelöscht.',
      deletedTerm: 'Der Terminus „{{term}}“ wurde gelöscht.',
      imported_one: '{{count}} Terminus importiert.',
      imported_other: '{{count}} Termini importiert.',
      import: 'Importieren',
      importTitle: 'Termini importieren',
      importHint:
        'Eine CSV-Datei (Spalten „Source term“, „Target term“, „Do not translate“, „Case sensitive“, „Note“) oder eine TBX-Basic-Datei. Termini, die bereits im Glossar stehen, werden aktualisiert; eine fehlerhafte Datei ändert nichts.',
      importFile: 'Datei',
      importSave: 'Importieren',
      export: 'Exportieren',
      exportCsv: 'Als CSV exportieren',
      exportTbx: 'Als TBX exportieren',
      memory: 'Translation Memory',
      memoryUnits_one:
        '{{count}} von Ihrem Team korrigierter Satz wird vor der maschinellen Übersetzung wiederverwendet.',
      memoryUnits_other:
        '{{count}} von Ihrem Team korrigierte Sätze werden vor der maschinellen Übersetzung wiederverwendet.',
      memoryExport: 'TMX exportieren',
      memoryImport: 'TMX importieren',
      memoryImportTitle: 'Translation Memory importieren',
      memoryImportHint:
        'Eine TMX-1.4-Datei aus einem beliebigen Übersetzungstool. Sätze, die bereits im Translation Memory stehen, übernehmen die Übersetzung aus der Datei; eine fehlerhafte Datei ändert nichts.',
      memoryDelete: 'Translation Memory löschen',
      memoryDeleteTitle: 'Translation Memory löschen',
      memoryDeleteMessage_one:
        'Den einzigen Satz Ihres Translation Memorys löschen? Dies ist endgültig und kann nicht rückgängig gemacht werden.',
      memoryDeleteMessage_other:
        'Alle {{count}} Sätze Ihres Translation Memorys löschen? Dies ist endgültig und kann nicht rückgängig gemacht werden.',
    },
  },
} satisfies Catalogue;
