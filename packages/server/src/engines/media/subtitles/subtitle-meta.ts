// What a subtitle file says of itself besides its cues, apart from index.ts so the format writers it calls take it
// without importing index.ts.
export interface SubtitleMeta {
  title: string;
  languageId: string;
  languageName: string;
  /** BCP-47 code for xml:lang, SAMI and the like, e.g. 'es'. */
  languageCode: string;
  /** EBU Tech 3264 language code (two hex digits), '00' when unknown. */
  ebuLanguageCode: string;
}
