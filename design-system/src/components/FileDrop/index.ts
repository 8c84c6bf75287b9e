export { checkFiles, FILE_DROP_EXTENSIONS, FILE_DROP_MAX_TOTAL_BYTES, FileDrop } from './FileDrop';
export type { FileDropProps, FileDropState, FileLimits, FileRejection } from './FileDrop';
