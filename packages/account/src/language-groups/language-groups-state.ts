// The Language Groups tab's edits as pure steps on one scope's list (each save posts the whole array of the scope,
// spec 1 §7): which group is open in the dialog or asked to be deleted, and the list a save or delete makes.
import type { LanguageGroup, LanguageGroupScope } from '@lingua/contract';

/** The group open in the dialog: a new one (index null) or one of its scope's list. */
export type Editing = { scope: LanguageGroupScope; index: number | null } | null;
export type Deleting = { scope: LanguageGroupScope; index: number } | null;

export function groupsOf(groups: readonly LanguageGroup[] | undefined, scope: LanguageGroupScope): LanguageGroup[] {
  return (groups ?? []).filter((g) => g.scope === scope);
}

/** The scope's list with `group` added (index null) or put in place of the one at `index`. */
export function withGroup(list: readonly LanguageGroup[], index: number | null, group: LanguageGroup): LanguageGroup[] {
  return index === null ? [...list, group] : list.map((g, i) => (i === index ? group : g));
}

export function withoutGroup(list: readonly LanguageGroup[], index: number): LanguageGroup[] {
  return list.filter((_, i) => i !== index);
}

/** The names the edited group must not take: the other groups' of its scope. */
export function takenNames(list: readonly LanguageGroup[], index: number | null): string[] {
  return list.filter((_, i) => i !== index).map((g) => g.name);
}
