// Uploads and sortable grids: its own entry, so the home page's first load (which
// takes @phuket/shared/ui) never carries dnd-kit or the uploader.
export { UploadQueue } from './upload-queue';
export type { UploadItem, UploadQueueOptions, UploadStatus } from './upload-queue';
export { PhotoUploader } from './PhotoUploader';
export type { PhotoUploaderProps } from './PhotoUploader';
export { SortableGrid } from './SortableGrid';
export type { DragHandleProps, SortableGridProps } from './SortableGrid';
