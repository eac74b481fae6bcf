// The company's webhook endpoints and their delivery logs (decisions 136, 137).
import { calls, type CreateWebhookEndpointBody } from '@lingua/contract';
import { callApi, useCall } from '@lingua/core';

export const useWebhookEndpoints = () => useCall(calls.listWebhookEndpoints, {});
/** The delivery log of one endpoint; null asks nothing (no log open). */
export const useWebhookDeliveries = (webhookEndpointId: string | null) => useCall(calls.listWebhookDeliveries, webhookEndpointId === null ? null : { params: { webhookEndpointId } });
export const createWebhookEndpoint = (body: CreateWebhookEndpointBody) => callApi(calls.createWebhookEndpoint, { body });
export const deleteWebhookEndpoint = (webhookEndpointId: string) => callApi(calls.deleteWebhookEndpoint, { params: { webhookEndpointId } });
export const enableWebhookEndpoint = (webhookEndpointId: string) => callApi(calls.enableWebhookEndpoint, { params: { webhookEndpointId } });
export const sendTestWebhookEvent = (webhookEndpointId: string) => callApi(calls.sendTestWebhookEvent, { params: { webhookEndpointId } });
export const redeliverWebhook = (webhookEndpointId: string, webhookDeliveryId: string) => callApi(calls.redeliverWebhook, { params: { webhookEndpointId, webhookDeliveryId } });
