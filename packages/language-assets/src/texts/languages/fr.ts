// The language assets' texts in French (vouvoiement, docs/ui-glossary.md); the keys mirror
// language-assets-texts.ts (decision 189). The CSV columns keep the English names the import reads.
import type { Catalogue } from '@lingua/core';

export default {
  languageAssets: {
    glossaries: {
      intro:
        'Les termes que la traduction automatique écrit à votre façon : noms de produits, termes médicaux, mots que vous ne traduisez jamais.',
      empty:
        'Aucun glossaire pour le moment. Ajoutez-en un pour une paire de langues afin d’orienter la traduction automatique.',
      glossary: 'Glossaire',
      create: 'Nouveau glossaire',
      createTitle: 'Nouveau glossaire',
      source: 'Langue source',
      target: 'Langue cible',
      createSave: 'Créer le glossaire',
      search: 'Rechercher des termes',
      searchPlaceholder: 'Rechercher dans les termes et les remarques',
      pagination: 'Pages des termes du glossaire',
      add: 'Ajouter un terme',
      addTitle: 'Ajouter un terme',
      editTitle: 'Modifier le terme',
      sourceTerm: 'Terme source',
      targetTerm: 'Terme cible',
      doNotTranslate: 'Ne pas traduire',
      doNotTranslateHint: 'Le terme reste tel qu’il est écrit (noms, marques).',
      caseSensitive: 'Respecter la casse',
      note: 'Remarque',
      notTranslated: 'Non traduit',
      actions: 'Actions',
      edit: 'Modifier {{term}}',
      delete: 'Supprimer {{term}}',
      deleteTitle: 'Supprimer le terme',
      deleteMessage: 'Supprimer le terme « {{term}} » de ce glossaire ? Cette action est irréversible.',
      deleteConfirm: 'Supprimer',
      save: 'Enregistrer',
      targetRequired: 'Saisissez le terme cible ou indiquez que le terme ne doit pas être traduit',
      noTerms: 'Ce glossaire ne contient encore aucun terme.',
      noMatch: 'Aucun terme ne correspond à « {{query}} ».',
      deleteGlossary: 'Supprimer le glossaire',
      deleteGlossaryTitle: 'Supprimer le glossaire',
      deleteGlossaryMessage:
        'Supprimer le glossaire {{name}} et tous ses termes ? La traduction automatique cessera de l’utiliser. Cette action est irréversible.',
      deletedGlossary: 'Le glossaire {{name}} a été supprimé.',
      deletedTerm: 'Le terme « {{term}} » a été supprimé.',
      imported_one: '{{count}} terme importé.',
      imported_many: '{{count}} de termes importés.',
      imported_other: '{{count}} termes importés.',
      import: 'Importer',
      importTitle: 'Importer des termes',
      importHint:
        'Un fichier CSV (colonnes « Source term », « Target term », « Do not translate », « Case sensitive », « Note ») ou un fichier TBX-Basic. Les termes déjà présents dans le glossaire sont mis à jour ; un fichier comportant des erreurs ne modifie rien.',
      importFile: 'Fichier',
      importSave: 'Importer',
      export: 'Exporter',
      exportCsv: 'Exporter au format CSV',
      exportTbx: 'Exporter au format TBX',
      memory: 'Mémoire de traduction',
      memoryUnits_one:
        '{{count}} phrase corrigée par votre équipe est réutilisée avant la traduction automatique.',
      memoryUnits_many:
        '{{count}} de phrases corrigées par votre équipe sont réutilisées avant la traduction automatique.',
      memoryUnits_other:
        '{{count}} phrases corrigées par votre équipe sont réutilisées avant la traduction automatique.',
      memoryExport: 'Exporter en TMX',
      memoryImport: 'Importer un TMX',
      memoryImportTitle: 'Importer une mémoire de traduction',
      memoryImportHint:
        'Un fichier TMX 1.4 issu de n’importe quel outil de traduction. Les phrases déjà présentes dans la mémoire prennent la traduction du fichier ; un fichier comportant des erreurs ne modifie rien.',
      memoryDelete: 'Supprimer la mémoire',
      memoryDeleteTitle: 'Supprimer la mémoire de traduction',
      memoryDeleteMessage_one:
        'Supprimer la phrase de votre mémoire de traduction ? Cette suppression est définitive : elle ne peut pas être annulée.',
      memoryDeleteMessage_many:
        'Supprimer les {{count}} de phrases de votre mémoire de traduction ? Cette suppression est définitive : elle ne peut pas être annulée.',
      memoryDeleteMessage_other:
        'Supprimer les {{count}} phrases de votre mémoire de traduction ? Cette suppression est définitive : elle ne peut pas être annulée.',
    },
  },
} satisfies Catalogue;
