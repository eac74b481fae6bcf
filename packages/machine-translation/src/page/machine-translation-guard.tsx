import type { ReactNode } from 'react';
import { CLIENT_ROLES } from '@lingua/contract';
import { Guard, useT } from '@lingua/core';
import { registerFirstScreenTexts } from '../first-screen-texts.ts';

// The guard is the first screen of every machine translation element: its texts must be there before the
// lazily loaded parts that register them too (decision 080).
registerFirstScreenTexts();

const APPLICATIONS = ['machineTranslation'] as const;

/** Spec 3 §2.1 / §6: client and client employee roles with the machineTranslation application. */
export function MachineTranslationGuard({ currentPath, signInReason, children }: { currentPath?: string; signInReason?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Guard
      allowedRoles={CLIENT_ROLES}
      requiredApplications={APPLICATIONS}
      currentPath={currentPath}
      signInReason={signInReason ?? t('machineTranslation.signInReason.page')}
    >
      {children}
    </Guard>
  );
}
