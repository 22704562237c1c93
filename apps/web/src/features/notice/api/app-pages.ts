import { calls } from '@mall/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { appVersionHeader } from '@/lib/app-version.ts';

/** Where the native app is downloaded (empty while operators have not set it). */
export function useDownloadUrl() {
  return useQuery({
    queryKey: ['notice', 'downloadUrl'],
    queryFn: ({ signal }) => request(calls.ytConfig.getDownloadUrl, undefined, { signal }),
  });
}

/** The QR code of a link as an image; the encoder downloads only when a page asks for one. */
export function useQrCode(link: string | undefined) {
  return useQuery({
    queryKey: ['notice', 'qr', link],
    queryFn: async () => {
      const { toDataURL } = await import('qrcode');
      return toDataURL(link!, { width: 440, margin: 1, errorCorrectionLevel: 'M' });
    },
    enabled: Boolean(link),
    staleTime: Infinity,
  });
}

/** Whether this app's version has an update, as the server compares it with the published one. */
export function useUpdateCheck() {
  return useQuery({
    queryKey: ['notice', 'checkUpdate', appVersionHeader()],
    queryFn: ({ signal }) => request(calls.appVersion.checkUpdate, undefined, { signal }),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}

/** The server's word on a webview link: the link to open, or the refusal (an error). */
export function useWebviewCheck(url: string) {
  return useQuery({
    queryKey: ['notice', 'webview', url],
    queryFn: ({ signal }) => request(calls.webview.check, { url }, { signal }),
    enabled: url !== '',
    retry: false,
  });
}
