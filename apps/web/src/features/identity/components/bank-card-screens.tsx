import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { LinkCell } from '@/components/cells.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { Dialog } from '@/lib/antd-dialog.ts';
import { reportError } from '@/lib/api.ts';
import type { WebMessageId } from '@/lib/messages.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useBankCards, useDeleteBankCard, type BankCard } from '../api/bank.ts';
import styles from './identity.module.css';

const statusColour = { 0: 'warning', 1: 'success', 2: 'danger', 3: 'danger' } as const;

function StatusTag({ card }: { card: BankCard }) {
  const intl = useIntl();
  return (
    <Tag color={statusColour[card.status]} data-testid="bank-status" data-status={card.status}>
      {intl.formatMessage({ id: `webIdentity.bank.status.${card.status}` })}
    </Tag>
  );
}

/** set/bank-card: the member's cards, masked, with their review status. */
export function BankCardListScreen() {
  const intl = useIntl();
  const session = useSession();
  const cards = useBankCards();
  const navigate = useNavigate();
  if (!session) return <LoginPrompt />;
  if (cards.isError) return <ErrorView error={cards.error} onRetry={() => void cards.refetch()} />;
  if (!cards.data) return <LoadingView lines={3} />;
  const add = (
    <Button block color="primary" onClick={() => void navigate(paths.setAddingBank)} data-testid="bank-add">
      {intl.formatMessage({ id: 'webIdentity.bank.add' })}
    </Button>
  );
  if (cards.data.length === 0) {
    return <StatusView testId="bank-empty" title={intl.formatMessage({ id: 'webIdentity.bank.empty' })} action={add} />;
  }
  return (
    <div className={styles.screen}>
      <List className={styles.list}>
        {cards.data.map((card) => (
          <LinkCell
            key={card.id}
            to={`${paths.setBankDetail}?id=${card.id}`}
            icon={<img className={styles.logo} src={card.bankLogo} alt="" />}
            extra={<StatusTag card={card} />}
            testId={`bank-card-${card.id}`}
          >
            {card.bankName} {card.accountNo}
          </LinkCell>
        ))}
      </List>
      {add}
    </div>
  );
}

/** set/bank-detail?id=: one card, masked, with its review note; the owner can delete it. */
export function BankDetailScreen() {
  const intl = useIntl();
  const session = useSession();
  const cards = useBankCards();
  const remove = useDeleteBankCard();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  if (!session) return <LoginPrompt />;
  if (cards.isError) return <ErrorView error={cards.error} onRetry={() => void cards.refetch()} />;
  if (!cards.data) return <LoadingView lines={4} />;
  const card = cards.data.find((entry) => String(entry.id) === search.get('id'));
  if (!card) return <StatusView title={intl.formatMessage({ id: 'webIdentity.bank.empty' })} />;
  const confirmDelete = async () => {
    const confirmed = await Dialog.confirm({ content: intl.formatMessage({ id: 'webIdentity.bank.deleteConfirm' }) });
    if (!confirmed) return;
    remove.mutate(card.id, {
      onSuccess: () => {
        showToast(intl.formatMessage({ id: 'webIdentity.bank.deleted' }), 'success');
        void navigate(paths.setBankCard, { replace: true });
      },
      onError: reportError,
    });
  };
  const row = (id: WebMessageId, value: string | null) =>
    value ? <List.Item extra={value}>{intl.formatMessage({ id })}</List.Item> : null;
  return (
    <div className={styles.screen}>
      <List className={styles.list}>
        <List.Item
          prefix={<img className={styles.logo} src={card.bankLogo} alt="" />}
          extra={<StatusTag card={card} />}
        >
          {card.bankName}
        </List.Item>
        {row('field.accountNo', card.accountNo)}
        {row('field.branch', card.branch)}
        {row('field.firstName', card.firstName)}
        {row('field.lastName', card.lastName)}
        {card.isCompany && row('field.companyName', card.companyName)}
        {row('webIdentity.bank.note', card.reviewNote)}
      </List>
      <Button
        block
        color="danger"
        fill="outline"
        loading={remove.isPending}
        onClick={() => void confirmDelete()}
        data-testid="bank-delete"
      >
        {intl.formatMessage({ id: 'webIdentity.bank.delete' })}
      </Button>
    </div>
  );
}
