// Whether any photo field of a form is still uploading: a form sent then would go without the
// photo the member sees on it.
import { useCallback, useState } from 'react';

export function useUploadsUnderWay(): {
  underWay: boolean;
  /** The `onUploadingChange` of the field named `field` (one name per photo field of the form). */
  uploadingIn: (field: string | number) => (uploading: boolean) => void;
} {
  const [fields, setFields] = useState<ReadonlySet<string>>(() => new Set());
  const uploadingIn = useCallback(
    (field: string | number) => (uploading: boolean) =>
      setFields((current) => {
        const name = String(field);
        if (current.has(name) === uploading) return current;
        const next = new Set(current);
        if (uploading) next.add(name);
        else next.delete(name);
        return next;
      }),
    [],
  );
  return { underWay: fields.size > 0, uploadingIn };
}
