// Rules of existing job requests shared by the lists' inline rename and the server (spec 3 §5).
import { JOB_REQUEST_NAME_MAX_LENGTH } from '../limits.ts';

/** Spec 3 §5 "Rename: new name required, at most 250 characters" — of the name as stored, i.e. trimmed. */
export function jobRequestNameProblem(name: string): 'required' | 'tooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > JOB_REQUEST_NAME_MAX_LENGTH ? 'tooLong' : null;
}
