import type { ReactNode } from 'react';
import { CLIENT_ROLES } from '@lingua/contract';
import { Guard } from '@lingua/core';

const APPLICATIONS = ['machineTranslation'] as const;

/** Spec 3 §2.1 / §6: client and client employee roles with the machineTranslation application. */
export function MachineTranslationGuard({ currentPath, children }: { currentPath?: string; children: ReactNode }) {
  return (
    <Guard allowedRoles={CLIENT_ROLES} requiredApplications={APPLICATIONS} currentPath={currentPath}>
      {children}
    </Guard>
  );
}
