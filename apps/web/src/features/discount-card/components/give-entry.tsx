// "Give to a friend" on the discount-card pages: a button opening the form, whose code (and the
// sheet's) loads on first open.
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/lib/session.ts';
import { useLazySheet } from '@/lib/use-lazy-sheet.ts';
import styles from './discount-card.module.css';

const GiveSheet = lazy(async () => ({ default: (await import('./give-sheet.tsx')).GiveSheet }));

export function GiveEntry() {
  const intl = useIntl();
  const session = useSession();
  const sheet = useLazySheet();
  if (!session) return null;
  return (
    <>
      <button type="button" className={styles.giveLink} onClick={sheet.open} data-testid="dc-give">
        {intl.formatMessage({ id: 'webWallet.dc.give' })}
      </button>
      {sheet.isMounted && (
        <Suspense fallback={null}>
          <GiveSheet visible={sheet.isOpen} onClose={sheet.close} />
        </Suspense>
      )}
    </>
  );
}
