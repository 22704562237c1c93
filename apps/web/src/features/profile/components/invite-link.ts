import { paths } from '@/lib/paths.ts';

/** The sign-up link that carries the member's invite code. */
export function inviteLink(inviteCode: string): string {
  return `${window.location.origin}${window.location.pathname}#${paths.login}?inviteCode=${encodeURIComponent(inviteCode)}`;
}

/** Copies a text and says whether it worked. */
export function copyText(
  text: string,
  messages: { copied: string; failed: string },
  toast: (text: string, icon?: 'success' | 'fail') => void,
) {
  if (typeof navigator.clipboard?.writeText !== 'function') {
    toast(messages.failed);
    return;
  }
  navigator.clipboard.writeText(text).then(
    () => toast(messages.copied, 'success'),
    () => toast(messages.failed),
  );
}
