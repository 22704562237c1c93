// The member's gift cards: the list of redeemed cards, entering a code (typed, or pasted from a
// scanner), and one card's detail.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { ApiError, reportError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { Link, useNavigate, useSearchParams } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useGiftCard, useMyGiftCards, useRedeemGiftCard } from '../api/gift-cards.ts';
import { GiftCardItem } from './gift-card-item.tsx';
import { PickupAddress } from './pickup-address.tsx';
import styles from './gift-card.module.css';

/** `user/gift-card`: the cards the member redeemed, newest first. */
export function GiftCardScreen() {
  const intl = useIntl();
  const session = useSession();
  const cards = useMyGiftCards();
  const navigate = useNavigate();
  if (!session) return <LoginPrompt />;
  const list = cards.data?.pages.flatMap((page) => page.list) ?? [];
  const enter = (
    <Button
      block
      color="primary"
      className={styles.enter}
      onClick={() => void navigate(paths.giftCardCode)}
      data-testid="gift-card-enter"
    >
      {intl.formatMessage({ id: 'webGiftCard.enter' })}
    </Button>
  );
  if (cards.isPending) return <LoadingView lines={4} />;
  if (cards.isError && list.length === 0) return <ErrorView error={cards.error} onRetry={() => void cards.refetch()} />;
  return (
    <PullToRefresh onRefresh={async () => void (await cards.refetch())}>
      <div className={styles.screen}>
        {enter}
        {list.length === 0 ? (
          <StatusView testId="gift-cards-empty" title={intl.formatMessage({ id: 'webGiftCard.empty' })} />
        ) : (
          <div data-testid="gift-cards">
            {list.map((card) => (
              <Link key={card.id} to={`${paths.giftCardDetail}?id=${card.id}`} className={styles.card}>
                <GiftCardItem card={card} />
              </Link>
            ))}
            <InfiniteFooter hasMore={cards.hasNextPage} loadMore={() => cards.fetchNextPage()} />
          </div>
        )}
      </div>
    </PullToRefresh>
  );
}

/** `user/gift-card-code`: enter a code; a scanner that types or pastes into the field works too. */
export function GiftCardCodeScreen() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const redeem = useRedeemGiftCard();
  const [code, setCode] = useState('');
  // A pickup code asks where its order goes before it is taken.
  const [needsAddress, setNeedsAddress] = useState(false);
  if (!session) return <LoginPrompt />;
  const send = (addressId?: number) =>
    redeem.mutate(
      { code: code.trim(), ...(addressId ? { addressId } : {}) },
      {
        onSuccess: (card) => {
          showToast(intl.formatMessage({ id: 'webGiftCard.redeemed' }), 'success');
          const next = card.orderId
            ? `${paths.orderDetail}?orderId=${card.orderId}`
            : `${paths.giftCardDetail}?id=${card.id}`;
          void navigate(next, { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.error === 'GIFT_CARD_ADDRESS_NEEDED') setNeedsAddress(true);
          else reportError(error);
        },
      },
    );
  const submit = () => {
    if (!code.trim()) {
      showToast(intl.formatMessage({ id: 'webGiftCard.placeholder' }));
      return;
    }
    send();
  };
  if (needsAddress) return <PickupAddress busy={redeem.isPending} onPick={send} />;
  return (
    <div className={styles.screen}>
      <div className={styles.form}>
        <div>{intl.formatMessage({ id: 'webGiftCard.hint' })}</div>
        <Input
          className={styles.input}
          value={code}
          onChange={setCode}
          onEnterPress={submit}
          placeholder={intl.formatMessage({ id: 'webGiftCard.placeholder' })}
          autoComplete="off"
          data-testid="gift-card-code-input"
        />
        <Button block color="primary" loading={redeem.isPending} onClick={submit} data-testid="gift-card-redeem">
          {intl.formatMessage({ id: 'webGiftCard.redeem' })}
        </Button>
      </div>
    </div>
  );
}

/** `user/gift-card-detail?id=`: one redeemed card. */
export function GiftCardDetailScreen() {
  const session = useSession();
  const [params] = useSearchParams();
  const card = useGiftCard(Number(params.get('id') ?? 0));
  if (!session) return <LoginPrompt />;
  if (card.isPending) return <LoadingView lines={3} />;
  if (card.isError) return <ErrorView error={card.error} onRetry={() => void card.refetch()} />;
  return (
    <div className={styles.screen} data-testid="gift-card-detail">
      <div className={styles.card}>
        <GiftCardItem card={card.data} />
      </div>
    </div>
  );
}
