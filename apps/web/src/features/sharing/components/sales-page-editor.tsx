// A new sales page: a title and products chosen from the member's favourites.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Input from 'antd-mobile/es/components/input';
import { ErrorView, InlineLoading } from '@/components/query-states.tsx';
import { reportError } from '@/lib/api.ts';
import { showToast } from '@/lib/toast.ts';
import { useCreateSalesPage } from '../api/change-sales-pages.ts';
import { useFavoriteChoices } from '../api/get-favorite-choices.ts';
import styles from './sharing.module.css';

// salesPage/create's limits (the server refuses beyond them).
const SALES_PAGE_TITLE_MAX = 60;
const SALES_PAGE_PRODUCTS_MAX = 30;

export function SalesPageEditor({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const choices = useFavoriteChoices(true);
  const create = useCreateSalesPage();
  const [title, setTitle] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);

  const save = () => {
    if (!title.trim()) {
      showToast(intl.formatMessage({ id: 'webSharing.titlePlaceholder' }));
      return;
    }
    if (chosen.length === 0) {
      showToast(intl.formatMessage({ id: 'webSharing.pickOne' }));
      return;
    }
    create.mutate(
      { title: title.trim(), productIds: chosen },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'webSharing.saved' }), 'success');
          onDone();
        },
        onError: reportError,
      },
    );
  };

  return (
    <section className={styles.card} data-testid="sales-page-editor">
      <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'webSharing.create' })}</h2>
      <Input
        value={title}
        onChange={setTitle}
        maxLength={SALES_PAGE_TITLE_MAX}
        placeholder={intl.formatMessage({ id: 'webSharing.titlePlaceholder' })}
        aria-label={intl.formatMessage({ id: 'webSharing.titleLabel' })}
        data-testid="sales-page-title"
      />
      <p className={styles.muted}>{intl.formatMessage({ id: 'webSharing.products' })}</p>
      {choices.isPending ? (
        <InlineLoading />
      ) : choices.isError ? (
        <ErrorView error={choices.error} onRetry={() => void choices.refetch()} />
      ) : choices.data.length === 0 ? (
        <p className={styles.muted} data-testid="sales-page-no-favorites">
          {intl.formatMessage({ id: 'webSharing.noFavorites' })}
        </p>
      ) : (
        <Checkbox.Group value={chosen} onChange={(values) => setChosen(values.map(Number))}>
          <div className={styles.choices}>
            {choices.data.map((favorite) => (
              <Checkbox
                key={favorite.id}
                value={favorite.id}
                disabled={!chosen.includes(favorite.id) && chosen.length >= SALES_PAGE_PRODUCTS_MAX}
                data-testid="sales-page-choice"
              >
                <span className={styles.choice}>
                  {favorite.image && <img src={favorite.cover?.s100 ?? favorite.image} alt="" loading="lazy" />}
                  {favorite.name}
                </span>
              </Checkbox>
            ))}
          </div>
        </Checkbox.Group>
      )}
      <Button block color="primary" onClick={save} loading={create.isPending} data-testid="sales-page-save">
        {intl.formatMessage({ id: 'webSharing.save' })}
      </Button>
    </section>
  );
}
