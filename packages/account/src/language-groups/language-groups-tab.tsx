// The Language Groups tab (spec 1 §2, §6): everyone manages personal groups; CLIENT edits organisation groups;
// other users see organisation groups read-only, and only if some exist. Each save posts the whole array of the
// scope (spec 1 §7). Its state is use-language-groups-tab.ts.
import { Skeleton, Stack } from '@mantine/core';
import { ConfirmDialog, ErrorAlert, useT } from '@lingua/core';
import { GroupSection } from './group-section.tsx';
import { LanguageGroupDialog } from './language-group-dialog.tsx';
import { takenNames } from './language-groups-state.ts';
import { useLanguageGroupsTab } from './use-language-groups-tab.ts';
import '../texts/account-texts.ts';

export function LanguageGroupsTab() {
  const t = useT();
  const tab = useLanguageGroupsTab();
  const { groups, editing, deleting, canEditOrganization } = tab;
  if (groups.isLoading) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={24} w={180} />
        <Skeleton h={72} />
        <Skeleton h={72} />
      </Stack>
    );
  }
  if (groups.error) return <ErrorAlert error={groups.error} onRetry={() => void groups.mutate()} />;
  return (
    <Stack gap="xl">
      <GroupSection scope="PERSONAL" groups={tab.personal} editable onEdit={(index) => tab.setEditing({ scope: 'PERSONAL', index })} onDelete={(index) => tab.setDeleting({ scope: 'PERSONAL', index })} />
      {canEditOrganization || tab.organization.length > 0 ? (
        <GroupSection scope="ORGANIZATION" groups={tab.organization} editable={canEditOrganization} onEdit={(index) => tab.setEditing({ scope: 'ORGANIZATION', index })} onDelete={(index) => tab.setDeleting({ scope: 'ORGANIZATION', index })} />
      ) : null}
      <LanguageGroupDialog
        opened={editing !== null}
        scope={editing?.scope ?? 'PERSONAL'}
        group={editing && editing.index !== null ? tab.editedList[editing.index] : undefined}
        takenNames={takenNames(tab.editedList, editing?.index ?? null)}
        languages={tab.languages.data ?? []}
        languagesLoading={tab.languages.isLoading}
        onClose={() => tab.setEditing(null)}
        onSave={tab.saveEdited}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('account.languageGroups.deleteTitle')}
        message={t('account.languageGroups.deleteMessage', { name: tab.deletedGroup?.name ?? '' })}
        confirmLabel={t('account.languageGroups.delete')}
        confirmColor="red.8"
        onClose={() => tab.setDeleting(null)}
        onConfirm={tab.deleteChosen}
      />
    </Stack>
  );
}
