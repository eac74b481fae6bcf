// "Delete files now" on a request's details (decision 183): its English texts.
import { registerTexts } from '@lingua/core';

export const fileDeletionTextsEn = {
  deleteNow: 'Delete files now',
  confirmTitle: 'Delete the files of this request?',
  confirmMessage: 'The source and translated files of “{{name}}” are deleted for good. The request stays listed, and a deletion receipt is kept in Account settings, Files.',
  confirm: 'Delete files',
  alsoMemory: 'Also delete the translation memory units of its language pairs',
  alsoGlossary: 'Also delete the glossaries of its language pairs',
  deletedNote: 'The source and translated files of this request were deleted. The deletion receipt is in Account settings, Files.',
};

let registered = false;

/** Called by the component's module: the package has no side effects to keep, so a bare import would be dropped. */
export function registerFileDeletionTexts(): void {
  if (registered) return;
  registered = true;
  registerTexts('fileDeletion', fileDeletionTextsEn);
}
