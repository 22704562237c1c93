// The photo picker behind PhotoUploader: antd-mobile's ImageUploader, each photo uploaded as it is
// picked through evaluate/uploadImage (feedback: memberComplaint/uploadImage; multipart field `file`),
// answered with the id the calls take.
import { calls, type Endpoint, type EndpointResult } from '@mall/contracts/browser';
import ImageUploader from 'antd-mobile/es/components/image-uploader';
import { request } from '@/lib/api.ts';
import { showToast } from '@/lib/toast.ts';
import type { PhotoItem, PhotoUploaderProps } from './photo-uploader.tsx';

/** A multipart upload of the file `file` (the contract declares no body). */
const uploadImage: Endpoint<FormData, EndpointResult<typeof calls.evaluate.uploadImage>> = {
  method: calls.evaluate.uploadImage.method,
  path: calls.evaluate.uploadImage.path,
};
const uploadFeedbackImage: Endpoint<FormData, EndpointResult<typeof calls.memberComplaint.uploadImage>> = {
  method: calls.memberComplaint.uploadImage.method,
  path: calls.memberComplaint.uploadImage.path,
};

async function uploadPhoto(file: File, kind: PhotoUploaderProps['kind']) {
  const form = new FormData();
  form.append('file', file);
  if (kind === 'feedback') {
    const image = await request(uploadFeedbackImage, form);
    return { url: image.url, key: image.id };
  }
  const image = await request(uploadImage, form);
  return { url: image.s200, key: image.id };
}

export default function PhotoUploaderField({
  value,
  onChange,
  max,
  failedText,
  testId,
  kind,
  onUploadingChange,
}: PhotoUploaderProps) {
  const upload = async (file: File) => {
    try {
      return await uploadPhoto(file, kind);
    } catch (error) {
      showToast(failedText);
      throw error;
    }
  };
  return (
    <div data-testid={testId}>
      <ImageUploader
        value={value}
        onChange={(photos) => onChange(photos as PhotoItem[])}
        upload={upload}
        onUploadQueueChange={(tasks) => onUploadingChange?.(tasks.some((task) => task.status === 'pending'))}
        maxCount={max}
        accept="image/*"
      />
    </div>
  );
}
