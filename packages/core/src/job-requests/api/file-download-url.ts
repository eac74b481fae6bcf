// GET /jobRequests/{id}/files/{fileKey}/downloadUrl (spec 3 §7): a signed, expiring URL; fileKey URL-encoded.
import { calls } from '@lingua/contract';
import type { DownloadUrl } from '@lingua/contract';
import useSWRMutation from 'swr/mutation';
import { callApi } from '../../api/call-api.ts';

/** Asks for the download URL of one file (inline: true for an embedded viewer). */
export function getFileDownloadUrl(jobRequestId: string, fileKey: string, inline?: boolean): Promise<DownloadUrl> {
  return callApi(calls.getFileDownloadUrl, { params: { jobRequestId, fileKey }, query: { inline } });
}

/** Starts the browser's download of `url` without leaving the page (an attachment response is saved, not shown). */
export function startDownload(url: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = url;
  if (fileName) link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Mutation hook: trigger({ jobRequestId, fileKey, fileName }) fetches the URL and starts the download. */
export function useDownloadJobRequestFile() {
  return useSWRMutation(
    calls.getFileDownloadUrl.path,
    async (_key: string, { arg }: { arg: { jobRequestId: string; fileKey: string; fileName?: string } }) => {
      const { downloadUrl } = await getFileDownloadUrl(arg.jobRequestId, arg.fileKey);
      startDownload(downloadUrl, arg.fileName);
      return downloadUrl;
    },
  );
}
