// Rules of existing job requests shared by the lists' inline rename and the server (spec 3 §5).
import { JOB_REQUEST_NAME_MAX_LENGTH } from '../limits.ts';

/** Spec 3 §5 "Rename: new name required, at most 250 characters" — of the name as stored, i.e. trimmed. */
export function jobRequestNameProblem(name: string): 'required' | 'tooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > JOB_REQUEST_NAME_MAX_LENGTH ? 'tooLong' : null;
}

/**
 * Spec 3 §1 and §2.2, "a list of the user's requests": a person sees and changes their own requests; the company's
 * admin (the CLIENT role of spec 1 §6) may see, rename and archive every request of the company (decision 177).
 */
export function actsForWholeCompany(roles: readonly string[]): boolean {
  return roles.includes('CLIENT');
}
