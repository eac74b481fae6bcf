// The language assets' texts in Spanish (usted, docs/ui-glossary.md); the keys mirror language-assets-texts.ts
// (decision 189). The CSV columns keep the English names the import reads.
import type { Catalogue } from '@lingua/core';

export default {
  languageAssets: {
    glossaries: {
      intro:
        'Términos que la traducción automática escribe a su manera: nombres de productos, términos médicos, palabras que nunca traduce.',
      empty: 'Aún no hay glosarios. Añada uno para un par de idiomas para orientar la traducción automática.',
      glossary: 'Glosario',
      create: 'Nuevo glosario',
      createTitle: 'Nuevo glosario',
      source: 'Idioma de origen',
      target: 'Idioma de destino',
      createSave: 'Crear glosario',
      search: 'Buscar términos',
      searchPlaceholder: 'Buscar en términos y notas',
      pagination: 'Páginas de términos del glosario',
      add: 'Añadir término',
      addTitle: 'Añadir término',
      editTitle: 'Editar término',
      sourceTerm: 'Término de origen',
      targetTerm: 'Término de destino',
      doNotTranslate: 'No traducir',
      doNotTranslateHint: 'El término se mantiene tal como está escrito (nombres, marcas).',
      caseSensitive: 'Distinguir mayúsculas y minúsculas',
      note: 'Nota',
      notTranslated: 'Sin traducir',
      actions: 'Acciones',
      edit: 'Editar {{term}}',
      delete: 'Eliminar {{term}}',
      deleteTitle: 'Eliminar término',
      deleteMessage:
        '¿Desea eliminar el término «{{term}}» de este glosario? Esta acción no se puede deshacer.',
      deleteConfirm: 'Eliminar',
      save: 'Guardar',
      targetRequired: 'Introduzca el término de destino o marque el término como no traducible',
      noTerms: 'Este glosario aún no tiene términos.',
      noMatch: 'Ningún término coincide con «{{query}}».',
      deleteGlossary: 'Eliminar glosario',
      deleteGlossaryTitle: 'Eliminar glosario',
      deleteGlossaryMessage:
        '¿Desea eliminar el glosario {{name}} con todos sus términos? La traducción automática dejará de usarlo. Esta acción no se puede deshacer.',
      deletedGlossary: 'Se ha eliminado el glosario {{name}}.',
      deletedTerm: 'Se ha eliminado el término «{{term}}».',
      imported_one: '{{count}} término importado.',
      imported_many: '{{count}} de términos importados.',
      imported_other: '{{count}} términos importados.',
      import: 'Importar',
      importTitle: 'Importar términos',
      importHint:
        'Un archivo CSV (columnas «Source term», «Target term», «Do not translate», «Case sensitive», «Note») o un archivo TBX-Basic. Los términos que ya están en el glosario se actualizan; un archivo con errores no cambia nada.',
      importFile: 'Archivo',
      importSave: 'Importar',
      export: 'Exportar',
      exportCsv: 'Exportar como CSV',
      exportTbx: 'Exportar como TBX',
      memory: 'Memoria de traducción',
      memoryUnits_one:
        '{{count}} frase corregida por su equipo se reutiliza antes de la traducción automática.',
      memoryUnits_many:
        '{{count}} de frases corregidas por su equipo se reutilizan antes de la traducción automática.',
      memoryUnits_other:
        '{{count}} frases corregidas por su equipo se reutilizan antes de la traducción automática.',
      memoryExport: 'Exportar TMX',
      memoryImport: 'Importar TMX',
      memoryImportTitle: 'Importar una memoria de traducción',
      memoryImportHint:
        'Un archivo TMX 1.4 de cualquier herramienta de traducción. Las frases que ya están en la memoria toman la traducción del archivo; un archivo con errores no cambia nada.',
      memoryDelete: 'Eliminar memoria',
      memoryDeleteTitle: 'Eliminar la memoria de traducción',
      memoryDeleteMessage_one:
        '¿Desea eliminar la única frase de su memoria de traducción? Es definitivo: no se puede deshacer.',
      memoryDeleteMessage_many:
        '¿Desea eliminar las {{count}} de frases de su memoria de traducción? Es definitivo: no se puede deshacer.',
      memoryDeleteMessage_other:
        '¿Desea eliminar las {{count}} frases de su memoria de traducción? Es definitivo: no se puede deshacer.',
    },
  },
} satisfies Catalogue;
