// The Language Groups tab's conversation with the server: the groups, who may edit the organisation's, the
// languages (read once the dialog opens, or at once in another language than English) and the saves of one scope's whole list.
import { useState } from 'react';
import type { LanguageGroup } from '@lingua/contract';
import { useEffectiveUser, useLanguage, useLanguages } from '@lingua/core';
import { useLanguageGroups } from '../api/get-language-groups.ts';
import { useSaveLanguageGroups } from '../api/save-language-groups.ts';
import { groupsOf, withGroup, withoutGroup, type Deleting, type Editing } from './language-groups-state.ts';

export function useLanguageGroupsTab() {
  const user = useEffectiveUser();
  const groups = useLanguageGroups();
  const save = useSaveLanguageGroups();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const shown = useLanguage();
  // Read at once when not in English: their codes name the groups' languages in the shown one (decision 189).
  const languages = useLanguages(editing !== null || shown !== 'en' ? undefined : null);
  const editedList = editing ? groupsOf(groups.data, editing.scope) : [];
  return {
    groups,
    languages,
    editing,
    setEditing,
    deleting,
    setDeleting,
    editedList,
    canEditOrganization: user?.roles.includes('CLIENT') ?? false,
    personal: groupsOf(groups.data, 'PERSONAL'),
    organization: groupsOf(groups.data, 'ORGANIZATION'),
    deletedGroup: deleting ? groupsOf(groups.data, deleting.scope)[deleting.index] : undefined,
    saveEdited: async (group: LanguageGroup) => {
      if (!editing) return;
      await save.trigger({ scope: editing.scope, groups: withGroup(editedList, editing.index, group) });
      setEditing(null);
    },
    deleteChosen: async () => {
      if (!deleting) return;
      await save.trigger({ scope: deleting.scope, groups: withoutGroup(groupsOf(groups.data, deleting.scope), deleting.index) });
      setDeleting(null);
    },
  };
}
