import {
  IconBrandStackshare,
  IconChartBar,
  IconFilePlus,
  IconHeadset,
  IconHelpCircle,
  IconLanguage,
  IconLayoutDashboard,
  IconPlugConnected,
  IconReceipt2,
  IconRobot,
  IconShoppingCart,
  IconUsersGroup,
  IconWorldWww,
  IconBolt,
} from '@tabler/icons-react';
import type { ToolCardId } from './tool-cards.ts';

const ICONS: Record<ToolCardId, typeof IconLanguage> = {
  createProject: IconFilePlus,
  xtrfDashboard: IconBrandStackshare,
  invoices: IconReceipt2,
  llsInterpretingService: IconUsersGroup,
  languageLineConnect: IconHeadset,
  websiteProxy: IconWorldWww,
  connector: IconPlugConnected,
  machineTranslation: IconRobot,
  quickTranslation: IconBolt,
  consoleHelp: IconHelpCircle,
  reports: IconChartBar,
  coupa: IconShoppingCart,
  DASHBOARD: IconLayoutDashboard,
};

export function ToolCardIcon({ id, size = 26 }: { id: ToolCardId; size?: number }) {
  const Icon = ICONS[id];
  return <Icon size={size} stroke={1.6} aria-hidden="true" />;
}
