// One feedback: who sent it and how to reach them, the photos, the conversation, a reply box, and
// closing or reopening it.
import { useState } from 'react';
import { App, Button, Card, Descriptions, Flex, Image, Input, Typography } from 'antd';
import { DateTime } from '../../../components/date-time.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useFeedbackDetail, useFeedbackState, useReplyFeedback, type FeedbackView } from '../api/content.ts';
import { FeedbackStatus } from './feedback-inbox.tsx';

const CLOSED = 3;

export function FeedbackDetail({ id }: { id: number }) {
  const detail = useFeedbackDetail(id);
  return <QueryState query={detail}>{(feedback) => <FeedbackCard feedback={feedback} />}</QueryState>;
}

function FeedbackCard({ feedback }: { feedback: FeedbackView }) {
  const t = useT();
  const { message } = App.useApp();
  const reply = useReplyFeedback();
  const state = useFeedbackState();
  const [content, setContent] = useState('');
  const isClosed = feedback.status === CLOSED;
  const send = () =>
    reply.mutate(
      { id: feedback.id, content: content.trim() },
      { onSuccess: () => (setContent(''), void message.success(t('adminContent.feedback.replied'))) },
    );
  return (
    <Flex vertical gap={16} data-testid="feedback-detail">
      <Summary feedback={feedback} />
      {feedback.images.length > 0 && (
        <Image.PreviewGroup>
          <Flex gap={8} wrap>
            {feedback.images.map((image) => (
              <Image key={image.id} src={image.url} width={96} height={96} style={{ objectFit: 'cover' }} />
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
      {feedback.messages.map((item) => (
        <Card
          key={item.id}
          size="small"
          title={item.author === 'operator' ? item.operatorName : t('adminContent.feedback.member')}
          extra={<DateTime value={item.createdAt} />}
          data-testid={`feedback-message-${item.author}`}
          style={{ background: item.author === 'operator' ? '#f0f7ff' : undefined }}
        >
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{item.content}</Typography.Paragraph>
        </Card>
      ))}
      {!isClosed && (
        <Flex vertical gap={8}>
          <Input.TextArea
            rows={4}
            maxLength={1000}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            placeholder={t('adminContent.feedback.replyPlaceholder')}
            data-testid="feedback-reply"
          />
          <Button
            type="primary"
            disabled={content.trim() === ''}
            loading={reply.isPending}
            onClick={send}
            style={{ alignSelf: 'flex-start' }}
            data-testid="feedback-send"
          >
            {t('adminContent.feedback.send')}
          </Button>
        </Flex>
      )}
      <Button
        loading={state.isPending}
        onClick={() => state.mutate({ id: feedback.id, action: isClosed ? 'reopen' : 'close' })}
        style={{ alignSelf: 'flex-start' }}
        data-testid="feedback-state"
      >
        {t(isClosed ? 'adminContent.feedback.reopen' : 'adminContent.feedback.close')}
      </Button>
    </Flex>
  );
}

function Summary({ feedback }: { feedback: FeedbackView }) {
  const t = useT();
  return (
    <Descriptions bordered size="small" column={2}>
      <Descriptions.Item label={t('adminContent.col.member')}>
        {feedback.member.username} {feedback.member.mobile ?? ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('adminContent.col.contact')}>{feedback.contact}</Descriptions.Item>
      <Descriptions.Item label={t('adminContent.col.status')}>
        <span data-testid="feedback-status">
          <FeedbackStatus status={feedback.status} t={t} />
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('adminContent.col.createdAt')}>
        <DateTime value={feedback.createdAt} />
      </Descriptions.Item>
      <Descriptions.Item label={t('adminContent.col.content')} span={2}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{feedback.content}</Typography.Paragraph>
      </Descriptions.Item>
    </Descriptions>
  );
}
