export { UploadProgress } from './upload-progress.tsx';
export type { UploadProgressProps } from './upload-progress.tsx';
