import { calls, type EndpointResult } from '@mall/contracts/browser';
import { useMutation } from '@tanstack/react-query';
import type { Endpoint } from '@/lib/api.ts';
import { request } from '@/lib/api.ts';
import { useSavedUser } from './use-saved-user.ts';

const { method, path } = calls.member.updateHeadImage;
/** A multipart upload with one file part `file` (the contract declares no body for it). */
const updateHeadImage: Endpoint<FormData, EndpointResult<typeof calls.member.updateHeadImage>> = {
  method,
  path,
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
