import type { member, ResultOf } from '@mall/contracts';
import { useMutation } from '@tanstack/react-query';
import type { Endpoint } from '@/lib/api.ts';
import { request } from '@/lib/api.ts';
import { useSavedUser } from './use-saved-user.ts';

/** A multipart upload with one file part `file`. */
export const updateHeadImage: Endpoint<FormData, ResultOf<typeof member.updateHeadImage>> = {
  method: 'POST',
  path: '/mallapi/member/updateHeadImage',
};

/** Uploads a new avatar; the server re-encodes it at 100, 200 and 800 px. */
export function useUpdateHeadImage() {
  const saved = useSavedUser();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return request(updateHeadImage, form);
    },
    onSuccess: saved,
  });
}
