// Timeline moderation: the queue of reported or hidden posts, each tab's posts with pin and hide,
// and the shop's own text posts on any tab. Every action is audited by the server.
import { useState } from 'react';
import { App, Button, Flex, Form, Input, Select, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { timelineTabs, type TimelineTab } from '@mall/contracts/browser';
import { DateTime } from '../../../components/date-time.tsx';
import { ErrorResult } from '../../../components/error-result.tsx';
import { useT, type Translate } from '../../../lib/i18n.ts';
import {
  useModerate,
  useModerationQueue,
  useShopPost,
  useTabPosts,
  type AdminPost,
  type ModerationStep,
} from '../api/timeline.ts';

type Act = (step: ModerationStep, post: AdminPost) => void;

function actionsOf(post: AdminPost): ModerationStep[] {
  return [post.isPinned ? 'unpin' : 'pin', post.isHidden ? 'unhide' : 'hide', 'delete'];
}

function columns(t: Translate, act: Act): ColumnsType<AdminPost> {
  return [
    { title: t('adminTimeline.tab'), dataIndex: 'tab', render: (tab: TimelineTab) => t(`adminTimeline.tab.${tab}`) },
    {
      title: t('adminTimeline.author'),
      dataIndex: 'author',
      render: (author: string | null) => author ?? t('adminTimeline.shop'),
    },
    {
      title: t('adminTimeline.content'),
      dataIndex: 'content',
      render: (content: string, post) => (
        <Flex vertical gap={4} style={{ maxWidth: 360 }}>
          <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
            {content}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            {post.video ? t('adminTimeline.video') : t('adminTimeline.images', { count: post.images.length })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('adminTimeline.state'),
      key: 'state',
      render: (_: unknown, post) => (
        <Flex gap={4} wrap>
          {post.isPinned && <Tag color="blue">{t('adminTimeline.pinned')}</Tag>}
          {post.isHidden && <Tag color="red">{t(`adminTimeline.hidden.${post.hiddenReason ?? 'operator'}`)}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('adminTimeline.reports'),
      key: 'reports',
      render: (_: unknown, post) => `${post.openReports} / ${post.reportCount}`,
    },
    { title: t('adminTimeline.createdAt'), dataIndex: 'createdAt', render: (at: string) => <DateTime value={at} /> },
    {
      key: 'actions',
      title: t('admin.table.actions'),
      render: (_: unknown, post) => (
        <Flex gap={4}>
          {actionsOf(post).map((step) => (
            <Button
              key={step}
              size="small"
              danger={step === 'delete'}
              onClick={() => act(step, post)}
              data-testid={`timeline-${step}-${post.id}`}
            >
              {t(`adminTimeline.action.${step}`)}
            </Button>
          ))}
        </Flex>
      ),
    },
  ];
}

function PostsTable({ query, act }: { query: ReturnType<typeof useModerationQueue>; act: Act }) {
  const t = useT();
  if (query.isError) return <ErrorResult error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table<AdminPost>
      rowKey="id"
      dataSource={query.data?.list}
      loading={query.isPending}
      columns={columns(t, act)}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('adminTimeline.empty') }}
      onRow={(post) => ({ 'data-testid': `timeline-row-${post.id}` }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}

function TabPosts({ tab, act }: { tab: TimelineTab; act: Act }) {
  return <PostsTable query={useTabPosts(tab)} act={act} />;
}

function ShopPostForm() {
  const t = useT();
  const { message } = App.useApp();
  const post = useShopPost();
  const [form] = Form.useForm<{ tab: TimelineTab; content: string }>();
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ tab: 'announcement', content: '' }}
      onFinish={async (values) => {
        await post.mutateAsync(values);
        form.resetFields();
        void message.success(t('adminTimeline.posted'));
      }}
    >
      <Form.Item name="tab">
        <Select
          style={{ width: 160 }}
          options={timelineTabs.map((tab) => ({ value: tab, label: t(`adminTimeline.tab.${tab}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="content"
        rules={[{ required: true, whitespace: true, message: t('adminTimeline.contentRequired') }]}
      >
        <Input.TextArea rows={2} style={{ width: 360 }} maxLength={2000} placeholder={t('adminTimeline.content')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={post.isPending} data-testid="timeline-shop-post">
        {t('adminTimeline.post')}
      </Button>
    </Form>
  );
}

export function TimelineModeration() {
  const t = useT();
  const { modal, message } = App.useApp();
  const moderate = useModerate();
  const queue = useModerationQueue();
  const [tab, setTab] = useState<string>('queue');
  const act: Act = (step, post) =>
    modal.confirm({
      title: t(`adminTimeline.action.${step}`),
      content: post.content.slice(0, 80),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await moderate.mutateAsync({ step, id: post.id });
          void message.success(t('adminTimeline.done'));
        } catch {
          // The client has already shown why.
        }
      },
    });
  return (
    <Flex vertical gap={16}>
      <ShopPostForm />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'queue', label: t('adminTimeline.queue'), children: <PostsTable query={queue} act={act} /> },
          ...timelineTabs.map((key) => ({
            key,
            label: <span data-testid={`timeline-tab-${key}`}>{t(`adminTimeline.tab.${key}`)}</span>,
            children: <TabPosts tab={key} act={act} />,
          })),
        ]}
      />
    </Flex>
  );
}
