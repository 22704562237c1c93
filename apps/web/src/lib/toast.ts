// Toasts load antd-mobile's Toast on first use, so screens that never toast do not pay for it.
const TOAST_MS = 1500;

export function showToast(content: string, icon?: 'success' | 'fail'): void {
  void import('./antd-toast.ts').then(({ Toast }) => {
    Toast.show({ content, duration: TOAST_MS, ...(icon ? { icon } : {}) });
  });
}
