// The photo picker behind PhotoUploader: antd-mobile's ImageUploader, each photo uploaded as it is
// picked through evaluate/uploadImage (multipart field `file`), answered with the id the calls take.
import { calls, type Endpoint, type EndpointResult } from '@mall/contracts/browser';
import ImageUploader from 'antd-mobile/es/components/image-uploader';
import { request } from '@/lib/api.ts';
import { showToast } from '@/lib/toast.ts';
import type { PhotoItem, PhotoUploaderProps } from './photo-uploader.tsx';

const { method, path } = calls.evaluate.uploadImage;
/** A multipart upload of the file `file` (the contract declares no body). */
const uploadImage: Endpoint<FormData, EndpointResult<typeof calls.evaluate.uploadImage>> = { method, path };

async function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('file', file);
  return request(uploadImage, form);
}

export default function PhotoUploaderField({ value, onChange, max, failedText, testId }: PhotoUploaderProps) {
  const upload = async (file: File) => {
    try {
      const image = await uploadPhoto(file);
      return { url: image.s200, key: image.id };
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
        maxCount={max}
        accept="image/*"
      />
    </div>
  );
}
