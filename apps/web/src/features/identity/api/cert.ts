// The member's identity: read it, upload its images, submit it.
import { calls, type EndpointResult, type IdentityImageSlot } from '@mall/contracts/browser';
import type { BodyOf, identity } from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, type Endpoint } from '@/lib/api.ts';
import { useSession } from '@/lib/session.ts';
import { identityKeys } from './keys.ts';

export type CertInfo = EndpointResult<typeof calls.identity.personalCert>;

/** The member's identity with signed links to its images; fetched afresh on every page (links expire, reviews land). */
export function useCertInfo() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: identityKeys.cert(token),
    queryFn: ({ signal }) => request(calls.memberCert.getCertInfo, undefined, { signal }),
    enabled: token !== '',
    staleTime: 0,
  });
}

const { method, path } = calls.identity.updateIdImage;
/** A multipart upload: the field `slot`, then the file `file` (the contract declares no body). */
const updateIdImage: Endpoint<FormData, EndpointResult<typeof calls.identity.updateIdImage>> = { method, path };

/** Uploads one identity image; the server keeps it privately and answers a short-lived link. */
export function useUploadIdImage() {
  return useMutation({
    mutationFn: ({ slot, file }: { slot: IdentityImageSlot; file: File }) => {
      const form = new FormData();
      form.append('slot', slot);
      form.append('file', file);
      return request(updateIdImage, form);
    },
  });
}

export type PersonalBody = BodyOf<typeof identity.personalCert>;
export type CompanyBody = BodyOf<typeof identity.companyCert>;

/** Submits personal identity, or (with certType) foreigner or company identity. */
export function useSubmitCert() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (input: { kind: 'personal'; body: PersonalBody } | { kind: 'other'; body: CompanyBody }) =>
      input.kind === 'personal'
        ? request(calls.identity.personalCert, input.body)
        : request(calls.identity.companyCert, input.body),
    onSuccess: (info) => client.setQueryData(identityKeys.cert(token), info),
  });
}
