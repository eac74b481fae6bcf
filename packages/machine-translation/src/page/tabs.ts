// Tab rules of spec 3 §2.2: a tab is hidden when its disable flag is set; the media tab shows only when
// disableMediaTranslation is explicitly false; the default is text, then file, then media.
import type { MachineTranslationSettings, MachineTranslationTab } from '@lingua/contract';

/** The tabs shown for `settings`, in order. */
export function visibleTabs(settings: MachineTranslationSettings): MachineTranslationTab[] {
  const tabs: MachineTranslationTab[] = [];
  if (!settings.disableTextTranslation) tabs.push('textTranslation');
  if (!settings.disableFileTranslation) tabs.push('fileTranslation');
  if (settings.disableMediaTranslation === false) tabs.push('mediaTranslation');
  return tabs;
}

/** The tab to show: the requested one when visible, else the default (first visible). */
export function activeTab(requested: MachineTranslationTab | undefined, visible: readonly MachineTranslationTab[]): MachineTranslationTab | undefined {
  return requested && visible.includes(requested) ? requested : visible[0];
}

/** Path of a tab (and optional request) under /machineTranslation. */
export function machineTranslationPath(tab?: MachineTranslationTab, jobRequestId?: string | null): string {
  if (!tab) return '/machineTranslation';
  return jobRequestId ? `/machineTranslation/${tab}/${encodeURIComponent(jobRequestId)}` : `/machineTranslation/${tab}`;
}
