import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { IdentityImageSlot } from '@mall/contracts/browser';
import { reportError } from '@/lib/api.ts';
import { useUploadIdImage } from '../api/cert.ts';
import styles from './identity.module.css';

interface IdImageUploadProps {
  slot: IdentityImageSlot;
  /** The signed link of the uploaded image (a form control's value). */
  value?: string;
  onChange?: (url: string) => void;
}

/** Picks a photo and uploads it at once; shows what the server kept (re-encoded, private). */
export function IdImageUpload({ slot, value, onChange }: IdImageUploadProps) {
  const intl = useIntl();
  const inputId = useId();
  const upload = useUploadIdImage();
  const pick = (file: File | undefined) => {
    if (!file) return;
    upload.mutate({ slot, file }, { onSuccess: (image) => onChange?.(image.url), onError: reportError });
  };
  return (
    <div className={styles.upload}>
      {value ? <img className={styles.thumb} src={value} alt="" data-testid={`image-${slot}`} /> : null}
      <label htmlFor={inputId}>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept="image/*"
          data-testid={`upload-${slot}`}
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <span role="button">
          {upload.isPending
            ? intl.formatMessage({ id: 'webIdentity.uploading' })
            : intl.formatMessage({ id: value ? 'webIdentity.replace' : 'webIdentity.upload' })}
        </span>
      </label>
    </div>
  );
}
