// The portal's address of a translated file's editor: under the request's details, so Back returns there.
export function documentReviewPath(jobRequestId: string, fileKey: string): string {
  return `/machineTranslation/fileTranslation/${encodeURIComponent(jobRequestId)}/review/${encodeURIComponent(fileKey)}`;
}
