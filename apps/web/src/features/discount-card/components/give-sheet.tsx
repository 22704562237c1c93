// The form that gives discount-card value to a friend, named by mobile or invite code. The member
// confirms the amount and the friend first; the shop's refusal (not enough balance, no such member)
// shows under the form in its own words.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { BottomSheet } from '@/components/bottom-sheet.tsx';
import { Dialog } from '@/lib/antd-dialog.ts';
import { ApiError, reportError } from '@/lib/api.ts';
import { submissionKey } from '@/lib/submission-key.ts';
import { showToast } from '@/lib/toast.ts';
import { useGiveDiscountCard } from '../api/discount-cards.ts';
import styles from './discount-card.module.css';

const AMOUNT = /^(?:\d{1,9})(?:\.\d{1,2})?$/;

/** The amount as the shop's two-decimal string, or null when it is not a positive amount. */
export function giveAmount(text: string): string | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount > 0 ? amount.toFixed(2) : null;
}

export function GiveSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      title={intl.formatMessage({ id: 'webWallet.dc.give' })}
      testId="dc-give-sheet"
    >
      <GiveForm onGiven={onClose} />
    </BottomSheet>
  );
}

function GiveForm({ onGiven }: { onGiven: () => void }) {
  const intl = useIntl();
  const give = useGiveDiscountCard();
  const [to, setTo] = useState('');
  const [amountText, setAmountText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key per gift the member means: changing the friend or the amount makes it another gift.
  const [key, setKey] = useState(submissionKey);
  const amount = giveAmount(amountText);
  const edit = (apply: () => void) => {
    apply();
    setRefusal(null);
    setKey(submissionKey());
  };

  const submit = async () => {
    if (!amount || !to.trim()) return;
    const content = intl.formatMessage({ id: 'webWallet.dc.giveConfirm' }, { amount, to: to.trim() });
    if (!(await Dialog.confirm({ content }))) return;
    give.mutate(
      { to: to.trim(), amount, idempotencyKey: key },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'webWallet.dc.given' }), 'success');
          setTo('');
          setAmountText('');
          setKey(submissionKey());
          onGiven();
        },
        onError: (error) => {
          if (error instanceof ApiError && !error.isHandled)
            setRefusal(error.fields[0]?.message ?? (error.message || null));
          else reportError(error);
        },
      },
    );
  };

  return (
    <div className={styles.giveForm}>
      <Input
        className={styles.giveInput}
        value={to}
        onChange={(value) => edit(() => setTo(value))}
        placeholder={intl.formatMessage({ id: 'webWallet.dc.giveTo' })}
        autoComplete="off"
        data-testid="dc-give-to"
      />
      <Input
        className={styles.giveInput}
        value={amountText}
        onChange={(value) => edit(() => setAmountText(value))}
        inputMode="decimal"
        placeholder={intl.formatMessage({ id: 'webWallet.dc.giveAmount' })}
        data-testid="dc-give-amount"
      />
      {refusal && (
        <p className={styles.giveRefusal} role="alert" data-testid="dc-give-refusal">
          {refusal}
        </p>
      )}
      <Button
        block
        color="primary"
        disabled={!amount || !to.trim()}
        loading={give.isPending}
        onClick={() => void submit()}
        data-testid="dc-give-submit"
      >
        {intl.formatMessage({ id: 'webWallet.dc.giveSubmit' })}
      </Button>
    </div>
  );
}
