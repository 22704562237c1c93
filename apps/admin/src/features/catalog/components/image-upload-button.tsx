import { useState } from 'react';
import { App, Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { ImageSetView } from '@mall/contracts';
import { describeFailure } from '../../../lib/failure.ts';
import { useT } from '../../../lib/i18n.ts';
import { uploadImage } from '../api/upload-image.ts';

const MAX_BYTES = 8 * 1024 * 1024;

interface ImageUploadButtonProps {
  onUploaded: (image: ImageSetView) => void;
  isDisabled?: boolean;
  testId?: string;
}

/** Picks pictures and uploads them one by one; each that arrives is handed on. */
export function ImageUploadButton({ onUploaded, isDisabled = false, testId }: ImageUploadButtonProps) {
  const t = useT();
  const { message } = App.useApp();
  const [pending, setPending] = useState(0);
  return (
    <Upload
      accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
      multiple
      showUploadList={false}
      disabled={isDisabled}
      beforeUpload={(file) => {
        // The server refuses larger files; saying so here saves the operator the wait.
        if (file.size > MAX_BYTES) {
          void message.error(t('adminCatalog.image.tooLarge', { name: file.name }));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        setPending((count) => count + 1);
        uploadImage(file as File, { isQuiet: true })
          .then((image) => {
            onUploaded(image);
            onSuccess?.(image);
          })
          .catch((error: unknown) => {
            void message.error(t('adminCatalog.image.failed', { reason: describeFailure(error, t) }));
            onError?.(error instanceof Error ? error : new Error(String(error)));
          })
          .finally(() => setPending((count) => count - 1));
      }}
    >
      <Button icon={<UploadOutlined />} loading={pending > 0} disabled={isDisabled} data-testid={testId}>
        {pending > 0 ? t('adminCatalog.image.uploading', { count: pending }) : t('adminCatalog.image.upload')}
      </Button>
    </Upload>
  );
}
