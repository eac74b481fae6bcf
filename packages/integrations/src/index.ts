// Public exports of @lingua/integrations (explicit, no export *).
import './texts/integrations-texts.ts';

export { ApiKeysTab } from './api-keys/api-keys-tab.tsx';
export { StaffApiKeysPage } from './api-keys/staff-api-keys-page.tsx';
export { WebhooksTab } from './webhooks/webhooks-tab.tsx';
export { integrationsTextsEn } from './texts/integrations-texts.ts';
