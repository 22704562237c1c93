// The conversation about one feedback (`id` in the address): what the member sent, with its photos,
// then the messages in order; the member answers below until an operator closes it.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { reportError } from '@/lib/api.ts';
import { useSearchParams } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { useFeedbackDetail, useReplyFeedback, type FeedbackDetail } from '../api/feedback.ts';
import { statusMessage } from './feedback-list-screen.tsx';
import { idParam } from './problem-detail-screen.tsx';
import styles from './support.module.css';

const MAX_REPLY = 1000;
const CLOSED = 3;

export function DialogueScreen() {
  const session = useSession();
  const [search] = useSearchParams();
  const id = idParam(search.get('id'));
  if (!session) return <LoginPrompt />;
  return <Dialogue id={id} />;
}

function Dialogue({ id }: { id: number | null }) {
  const intl = useIntl();
  const detail = useFeedbackDetail(id);
  if (id === null)
    return <StatusView testId="dialogue-missing" title={intl.formatMessage({ id: 'webSupport.list.notFound' })} />;
  if (detail.isPending) return <LoadingView lines={4} />;
  if (detail.isError) return <ErrorView error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await detail.refetch();
      }}
    >
      <Conversation feedback={detail.data} />
    </PullToRefresh>
  );
}

function Conversation({ feedback }: { feedback: FeedbackDetail }) {
  const intl = useIntl();
  const time = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={styles.page} data-testid="dialogue">
      <section className={styles.card}>
        <div className={styles.row}>
          <h1 className={styles.title}>{intl.formatMessage({ id: 'webSupport.dialogue.sent' })}</h1>
          <span className={styles.hint} data-testid="dialogue-status">
            {intl.formatMessage({ id: statusMessage(feedback.status) })}
          </span>
        </div>
        <p className={styles.answer} data-testid="dialogue-content">
          {feedback.content}
        </p>
        {feedback.images.length > 0 && (
          <div className={styles.photos}>
            {feedback.images.map((image) => (
              <img key={image.id} src={image.url} alt="" width={72} height={72} loading="lazy" />
            ))}
          </div>
        )}
        <p className={styles.hint}>{time(feedback.createdAt)}</p>
      </section>
      <div className={styles.bubbles}>
        {feedback.messages.length === 0 && (
          <p className={styles.hint} data-testid="dialogue-waiting">
            {intl.formatMessage({ id: 'webSupport.dialogue.waiting' })}
          </p>
        )}
        {feedback.messages.map((message) => (
          <div
            key={message.id}
            className={message.author === 'member' ? `${styles.bubble} ${styles.mine}` : styles.bubble}
            data-testid={`dialogue-${message.author}`}
          >
            <p className={styles.hint}>
              {message.author === 'operator'
                ? intl.formatMessage({ id: 'webSupport.dialogue.shop' })
                : intl.formatMessage({ id: 'webSupport.dialogue.me' })}{' '}
              · {time(message.createdAt)}
            </p>
            {message.content}
          </div>
        ))}
      </div>
      {feedback.status === CLOSED ? (
        <p className={styles.hint} data-testid="dialogue-closed">
          {intl.formatMessage({ id: 'webSupport.dialogue.closed' })}
        </p>
      ) : (
        <ReplyBox id={feedback.id} />
      )}
    </div>
  );
}

function ReplyBox({ id }: { id: number }) {
  const intl = useIntl();
  const reply = useReplyFeedback(id);
  const [content, setContent] = useState('');
  const send = () => {
    if (content.trim() === '') return;
    reply.mutate(content.trim(), { onSuccess: () => setContent(''), onError: reportError });
  };
  return (
    <section className={styles.card}>
      <TextArea
        value={content}
        onChange={setContent}
        placeholder={intl.formatMessage({ id: 'webSupport.dialogue.placeholder' })}
        maxLength={MAX_REPLY}
        rows={3}
        data-testid="dialogue-reply"
      />
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          disabled={content.trim() === ''}
          loading={reply.isPending}
          onClick={send}
          data-testid="dialogue-send"
        >
          {intl.formatMessage({ id: 'webSupport.dialogue.send' })}
        </Button>
      </div>
    </section>
  );
}
