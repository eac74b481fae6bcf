// The language assets' texts in Japanese (polite form, docs/ui-glossary.md); the keys mirror
// language-assets-texts.ts (decision 189). The CSV columns keep the English names the import reads.
import type { Catalogue } from '@lingua/core';

export default {
  languageAssets: {
    glossaries: {
      intro:
        '機械翻訳に御社の表記どおりに訳させる用語です。製品名、医療用語、翻訳しない語などを登録できます。',
      empty: '用語集はまだありません。言語ペアごとに用語集を追加して、機械翻訳の訳語を指定できます。',
      glossary: '用語集',
      create: '新しい用語集',
      createTitle: '新しい用語集',
      source: '原文の言語',
      target: '翻訳先の言語',
      createSave: '用語集を作成',
      search: '用語を検索',
      searchPlaceholder: '用語と備考を検索',
      pagination: '用語集の用語のページ',
      add: '用語を追加',
      addTitle: '用語を追加',
      editTitle: '用語を編集',
      sourceTerm: '原文の用語',
      targetTerm: '訳語',
      doNotTranslate: '翻訳しない',
      doNotTranslateHint: '用語は記載どおりに残ります（名前、ブランド名など）。',
      caseSensitive: '大文字と小文字を区別',
      note: '備考',
      notTranslated: '翻訳対象外',
      actions: '操作',
      edit: '{{term}}を編集',
      delete: '{{term}}を削除',
      deleteTitle: '用語を削除',
      deleteMessage: 'この用語集から用語「{{term}}」を削除しますか？この操作は元に戻せません。',
      deleteConfirm: '削除',
      save: '保存',
      targetRequired: '訳語を入力するか、この用語を「翻訳しない」に設定してください',
      noTerms: 'この用語集にはまだ用語がありません。',
      noMatch: '「{{query}}」に一致する用語はありません。',
      deleteGlossary: '用語集を削除',
      deleteGlossaryTitle: '用語集を削除',
      deleteGlossaryMessage:
        '用語集{{name}}とそのすべての用語を削除しますか？機械翻訳ではこの用語集が使われなくなります。この操作は元に戻せません。',
      deletedGlossary: '用語集{{name}}を削除しました。',
      deletedTerm: '用語「{{term}}」を削除しました。',
      imported_other: '{{count}}件の用語をインポートしました。',
      import: 'インポート',
      importTitle: '用語をインポート',
      importHint:
        'CSV ファイル（列：「Source term」「Target term」「Do not translate」「Case sensitive」「Note」）または TBX-Basic ファイル。用語集にすでにある用語は更新されます。エラーのあるファイルでは何も変更されません。',
      importFile: 'ファイル',
      importSave: 'インポート',
      export: 'エクスポート',
      exportCsv: 'CSV 形式でエクスポート',
      exportTbx: 'TBX 形式でエクスポート',
      memory: '翻訳メモリ',
      memoryUnits_other: 'チームが修正した{{count}}件の文が、機械翻訳の前に再利用されます。',
      memoryExport: 'TMX をエクスポート',
      memoryImport: 'TMX をインポート',
      memoryImportTitle: '翻訳メモリをインポート',
      memoryImportHint:
        '任意の翻訳ツールで作成した TMX 1.4 ファイル。翻訳メモリにすでにある文は、ファイルの訳文で置き換えられます。エラーのあるファイルでは何も変更されません。',
      memoryDelete: '翻訳メモリを削除',
      memoryDeleteTitle: '翻訳メモリを削除',
      memoryDeleteMessage_other:
        '翻訳メモリの{{count}}件の文をすべて削除しますか？削除は確定され、元に戻すことはできません。',
    },
  },
} satisfies Catalogue;
