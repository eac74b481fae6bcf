// Machine translation's English catalogue in the shape of its translations (decision 189): what the catalogue test
// compares de.ts … ar.ts with. Only tests import it; the package registers each part where it is shown.
import type { Catalogue } from '@lingua/core';
import { reviewApprovalTextsEn } from '../approval/approval-texts.ts';
import { fileDeletionTextsEn } from '../file-deletion/file-deletion-texts.ts';
import { machineTranslationTextsEn } from '../texts.ts';

export default {
  machineTranslation: machineTranslationTextsEn,
  fileDeletion: fileDeletionTextsEn,
  reviewApproval: reviewApprovalTextsEn,
} satisfies Catalogue;
