import { useNavigate } from '@/lib/router.tsx';
import { canGoBack } from '@/lib/navigation.ts';

/** Steps back after a finished edit, or opens `fallback` when the page was opened directly. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
