// Which machine-translation engine translated each target (decision 130), for the provider's staff only: a client
// has no use for the engine's name, while staff acting for a client (ADMIN impersonation, spec 1 §4) need it to
// answer a complaint about a translation. Staff is read from the signed-in user, not the impersonated one.
import { Text } from '@mantine/core';
import { DASHBOARD_ROLES, type JobRequest } from '@lingua/contract';
import { nameOfLanguage, useSession, useT } from '@lingua/core';

/** Whether the signed-in user (not the impersonated one) has a staff role (spec 1 §6). */
export function useIsStaff(): boolean {
  const roles = useSession((s) => s.user?.roles);
  return (roles ?? []).some((r) => (DASHBOARD_ROLES as readonly string[]).includes(r));
}

function nameOrId(job: JobRequest, id: string): string {
  const language = job.targetLanguages.find((l) => l.id === id);
  return language ? nameOfLanguage(language) : id;
}

/** "Translated by": one engine list when every target had the same, else per language by name. */
export function MtEnginesSummary({ job }: { job: JobRequest }) {
  const t = useT();
  const staff = useIsStaff();
  const entries = Object.entries(job.mtEngines ?? {}).filter(([, engines]) => engines.length > 0);
  if (!staff || entries.length === 0) return null;
  const lists = entries.map(([id, engines]) => ({ language: nameOrId(job, id), engines: engines.join(', ') }));
  const same = lists.every((l) => l.engines === lists[0]!.engines);
  const value = same ? lists[0]!.engines : lists.sort((a, b) => a.language.localeCompare(b.language)).map((l) => t('machineTranslation.details.enginesFor', l)).join('; ');
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('machineTranslation.details.engines')}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}
