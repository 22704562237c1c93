import { useIntl } from 'react-intl';
import type { GiftCard } from '../api/gift-cards.ts';
import styles from './gift-card.module.css';

/** One redeemed card: what it credited, to which balance, and when. */
export function GiftCardItem({ card }: { card: GiftCard }) {
  const intl = useIntl();
  return (
    <div data-testid={`gift-card-${card.id}`}>
      <div className={styles.value}>
        {card.value} {intl.formatMessage({ id: `webGiftCard.asset.${card.asset}` })}
      </div>
      <div>{card.batchName}</div>
      <div className={styles.meta}>
        {intl.formatMessage({ id: 'webGiftCard.code' }, { tail: card.codeTail })} ·{' '}
        {intl.formatDate(card.redeemedAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </div>
    </div>
  );
}
