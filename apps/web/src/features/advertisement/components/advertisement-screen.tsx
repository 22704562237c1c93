import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import { LoadingDots } from '@/components/query-states.tsx';
import { internalRoute, paths } from '@/lib/paths.ts';
import { storedAdvertisement, useAdvertisement, type Advertisement } from '../api/get-advertisement.ts';
import styles from './advertisement-screen.module.css';

// With no stored copy, the launch waits at most this long for the server before going home.
const FIRST_LAUNCH_WAIT_MS = 3000;

/**
 * The launch screen: the operator's advertisement full-screen with a skip countdown, then home.
 * A copy from the last launch shows at once while a fresh one is fetched for the next launch.
 */
export function AdvertisementScreen() {
  const navigate = useNavigate();
  const [stored] = useState(storedAdvertisement);
  const fresh = useAdvertisement();
  const advertisement = stored ?? fresh.data ?? null;
  const hasNothingToShow = !stored && (fresh.isError || (fresh.isSuccess && !fresh.data));

  const goHome = useCallback(() => {
    void navigate(paths.home, { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (hasNothingToShow) goHome();
  }, [hasNothingToShow, goHome]);

  useEffect(() => {
    if (advertisement) return;
    const timer = setTimeout(goHome, FIRST_LAUNCH_WAIT_MS);
    return () => clearTimeout(timer);
  }, [advertisement, goHome]);

  // Home goes under the linked page, so back from there lands home rather than on the advertisement.
  const open = useCallback(
    (route: string) => {
      void Promise.resolve(navigate(paths.home, { replace: true })).then(() => navigate(route));
    },
    [navigate],
  );

  if (!advertisement) {
    return (
      <main className={styles.waiting}>
        <LoadingDots />
      </main>
    );
  }
  return <AdvertisementView advertisement={advertisement} onDone={goHome} onOpen={open} />;
}

interface AdvertisementViewProps {
  advertisement: Advertisement;
  onDone: () => void;
  onOpen: (route: string) => void;
}

function AdvertisementView({ advertisement, onDone, onOpen }: AdvertisementViewProps) {
  const intl = useIntl();
  const [secondsLeft, setSecondsLeft] = useState(advertisement.seconds);
  const [isFollowingLink, setFollowingLink] = useState(false);
  const route = internalRoute(advertisement.linkUrl);

  useEffect(() => {
    if (isFollowingLink) return;
    const timer = setInterval(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearInterval(timer);
  }, [isFollowingLink]);

  useEffect(() => {
    if (secondsLeft <= 0 && !isFollowingLink) onDone();
  }, [secondsLeft, isFollowingLink, onDone]);

  const image = (
    <img
      className={styles.image}
      src={advertisement.imageUrl}
      alt={intl.formatMessage({ id: 'web.ad.label' })}
      onError={onDone}
      fetchPriority="high"
      data-testid="ad-image"
    />
  );

  const follow = (event: MouseEvent) => {
    event.preventDefault();
    if (!route || isFollowingLink) return;
    setFollowingLink(true);
    onOpen(route);
  };

  return (
    <main className={styles.screen} data-testid="advertisement">
      {route ? (
        <a className={styles.link} href={`#${route}`} onClick={follow} data-testid="ad-link">
          {image}
        </a>
      ) : (
        image
      )}
      <button type="button" className={styles.skip} onClick={onDone} data-testid="ad-skip">
        {intl.formatMessage({ id: 'common.skip' }, { seconds: Math.max(secondsLeft, 0) })}
      </button>
    </main>
  );
}
