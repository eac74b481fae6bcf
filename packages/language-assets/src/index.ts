// Public exports of @lingua/language-assets (explicit, no export *).
import './texts/language-assets-texts.ts';

export { GlossariesTab } from './glossaries/glossaries-tab.tsx';
export { languageAssetsTextsEn } from './texts/language-assets-texts.ts';
