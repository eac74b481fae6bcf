// POST /providerDesk/jobRequests/{id}/actions/addDeliverables (decision 046): translated files of one language.
import { calls } from '@lingua/contract';
import type { AddDeliverablesBody } from '@lingua/contract';
import { callApi } from '@lingua/core';

export async function addDeliverables(jobRequestId: string, body: AddDeliverablesBody): Promise<void> {
  await callApi(calls.addDeliverables, { params: { jobRequestId }, body });
}
