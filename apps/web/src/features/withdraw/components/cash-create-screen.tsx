// pacer/cash-create: apply to withdraw cash. Shows the balance, minimum, fee, tax and net, what is
// still missing (with links to identity and bank cards), a card picker, credential upload, the
// 3 or 7 working days notice, and asks for confirmation before the amount is held.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Card from 'antd-mobile/es/components/card';
import Input from 'antd-mobile/es/components/input';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { Dialog } from '@/lib/antd-dialog.ts';
import { reportError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { Link, useNavigate } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { submissionKey } from '@/lib/submission-key.ts';
import { useApply, usePrecheck, useUploadCredential, type Precheck } from '../api/withdraw.ts';
import styles from './withdraw.module.css';

const toMinor = (text: string) => (/^\d{1,9}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : null);
const fromMinor = (minor: number) => (minor / 100).toFixed(2);

export function CashCreateScreen() {
  if (!useSession()) return <LoginPrompt />;
  return <CashCreate />;
}

function CashCreate() {
  const precheck = usePrecheck();
  if (precheck.isPending) return <LoadingView lines={6} />;
  if (precheck.isError) return <ErrorView error={precheck.error} onRetry={() => void precheck.refetch()} />;
  return (
    <PullToRefresh onRefresh={async () => void (await precheck.refetch())}>
      <CashForm check={precheck.data} />
    </PullToRefresh>
  );
}

function Missing({ check }: { check: Precheck }) {
  const intl = useIntl();
  if (check.missing.length === 0) return null;
  const links: Record<string, string> = {
    identity: paths.setCertification,
    bankCard: paths.setBankCard,
    openApplication: `${paths.cashDetail}?id=${check.openWithdrawalId ?? ''}`,
  };
  return (
    <Card title={intl.formatMessage({ id: 'webWithdraw.missing.title' })}>
      <ul className={styles.missing} data-testid="withdraw-missing">
        {check.missing.map((item) => (
          <li key={item} data-missing={item}>
            {links[item] ? (
              <Link to={links[item]}>{intl.formatMessage({ id: `webWithdraw.missing.${item}` })}</Link>
            ) : (
              intl.formatMessage({ id: `webWithdraw.missing.${item}` })
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function CashForm({ check }: { check: Precheck }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const apply = useApply();
  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState<number | null>(check.cards[0]?.id ?? null);
  const [key] = useState(submissionKey);
  const amountMinor = toMinor(amount) ?? 0;
  const feeMinor = toMinor(check.fee) ?? 0;
  const taxMinor = Math.floor((amountMinor * check.taxRateBp) / 10_000);
  const netMinor = Math.max(0, amountMinor - feeMinor - taxMinor);
  const blocked = check.missing.some((item) => item !== 'credentials') || check.credentials.length === 0;
  const submit = async () => {
    if (cardId === null || amountMinor === 0) return;
    const content = intl.formatMessage(
      { id: 'webWithdraw.confirm' },
      { amount: fromMinor(amountMinor), net: fromMinor(netMinor) },
    );
    if (!(await Dialog.confirm({ content }))) return;
    const body = {
      amount: fromMinor(amountMinor),
      bankCardId: cardId,
      credentialIds: check.credentials.map((c) => c.id),
      idempotencyKey: key,
    };
    apply.mutate(body, {
      onSuccess: (created) => void navigate(`${paths.cashDetail}?id=${created.id}`, { replace: true }),
      onError: reportError,
    });
  };
  return (
    <div className={styles.screen} data-testid="cash-create">
      <Missing check={check} />
      <Card>
        <dl className={styles.figures}>
          <dt>{intl.formatMessage({ id: 'webWithdraw.balance' })}</dt>
          <dd data-testid="withdraw-balance">{check.balance}</dd>
          <dt>{intl.formatMessage({ id: 'webWithdraw.minimum' })}</dt>
          <dd>{check.minimum}</dd>
          <dt>{intl.formatMessage({ id: 'webWithdraw.fee' })}</dt>
          <dd>{check.fee}</dd>
          <dt>{intl.formatMessage({ id: 'webWithdraw.tax' }, { rate: (check.taxRateBp / 100).toFixed(2) })}</dt>
          <dd>{fromMinor(taxMinor)}</dd>
          <dt>{intl.formatMessage({ id: 'webWithdraw.net' })}</dt>
          <dd data-testid="withdraw-net">{fromMinor(netMinor)}</dd>
        </dl>
        <Input
          data-testid="withdraw-amount"
          inputMode="decimal"
          placeholder={intl.formatMessage({ id: 'webWithdraw.amount' })}
          value={amount}
          onChange={setAmount}
        />
      </Card>
      <CardPicker check={check} cardId={cardId} onPick={setCardId} />
      <Credentials check={check} />
      <p className={styles.note}>
        {intl.formatMessage(
          { id: 'webWithdraw.notice' },
          { thai: check.processingDays[0], other: check.processingDays[1] },
        )}
      </p>
      <Button
        block
        color="primary"
        data-testid="withdraw-submit"
        disabled={blocked || cardId === null || amountMinor === 0}
        loading={apply.isPending}
        onClick={() => void submit()}
      >
        {intl.formatMessage({ id: 'webWithdraw.submit' })}
      </Button>
      <Link to={paths.withdrawalHistory} data-testid="withdraw-history-link">
        {intl.formatMessage({ id: 'webWithdraw.title.history' })}
      </Link>
    </div>
  );
}

/** The uploaded credentials not yet used, and a picker that uploads one more at once. */
function Credentials({ check }: { check: Precheck }) {
  const intl = useIntl();
  const upload = useUploadCredential();
  const inputId = useId();
  return (
    <Card title={intl.formatMessage({ id: 'webWithdraw.credentials' })}>
      <div className={styles.thumbs}>
        {check.credentials.map((file) => (
          <img key={file.id} className={styles.thumb} src={file.url} alt="" data-testid="withdraw-credential" />
        ))}
      </div>
      <label htmlFor={inputId}>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept="image/*"
          data-testid="withdraw-credential-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file, { onError: reportError });
          }}
        />
        <span>{intl.formatMessage({ id: upload.isPending ? 'webWithdraw.uploading' : 'webWithdraw.upload' })}</span>
      </label>
    </Card>
  );
}

function CardPicker({
  check,
  cardId,
  onPick,
}: {
  check: Precheck;
  cardId: number | null;
  onPick: (id: number) => void;
}) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage({ id: 'webWithdraw.card' })}>
      {check.cards.map((card) => (
        <label key={card.id} className={styles.card}>
          <input type="radio" name="card" checked={cardId === card.id} onChange={() => onPick(card.id)} />
          {card.bankName} {card.accountNo} {card.accountName}
        </label>
      ))}
    </Card>
  );
}
