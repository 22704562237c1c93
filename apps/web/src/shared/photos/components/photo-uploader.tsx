// Photos a member attaches (reviews, after-sales). The picker (antd-mobile's ImageUploader with its
// viewer, about 7 KB) arrives just after the form it sits in, which shows at once meanwhile.
import { lazy, Suspense } from 'react';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';

/** A photo on the form: its preview and the uploaded id (`key`). */
export type PhotoItem = ImageUploadItem & { key: string };

export interface PhotoUploaderProps {
  value: PhotoItem[];
  onChange: (photos: PhotoItem[]) => void;
  max: number;
  /** Shown when a photo does not upload. */
  failedText: string;
  testId?: string;
  /** Where the photos go: review and after-sales photos (the default), or private feedback photos. */
  kind?: 'review' | 'feedback';
  /** Told when a photo starts uploading and when the last one under way has ended. */
  onUploadingChange?: (uploading: boolean) => void;
}

const Field = lazy(() => import('./photo-uploader-field.tsx'));

export function PhotoUploader(props: PhotoUploaderProps) {
  return (
    <Suspense fallback={<div style={{ height: 80 }} />}>
      <Field {...props} />
    </Suspense>
  );
}
