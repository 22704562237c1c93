// A sheet whose code loads only when the shopper first opens it, and then stays mounted: closing it
// runs its closing animation, and opening it again neither reloads its code nor loses its state.
import { useCallback, useState } from 'react';

export interface LazySheet {
  /** True once opened at least once: render the lazy sheet from then on. */
  isMounted: boolean;
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

export function useLazySheet(): LazySheet {
  const [state, setState] = useState<'unopened' | 'open' | 'closed'>('unopened');
  const open = useCallback(() => setState('open'), []);
  const close = useCallback(() => setState('closed'), []);
  return { isMounted: state !== 'unopened', isOpen: state === 'open', open, close };
}
