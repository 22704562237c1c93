// One post: its images in a viewer, its video with the poster, and what a member may do with it:
// copy its text to share, report another's post, delete their own.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { Dialog } from '@/lib/antd-dialog.ts';
import { reportError } from '@/lib/api.ts';
import type { WebMessageId } from '@/lib/messages.ts';
import { paths } from '@/lib/paths.ts';
import { useNavigate, useSearchParams } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useDeletePost, useReportPost, useTimelinePost, type TimelinePost } from '../api/timeline.ts';
import { PostHeader } from './post-card.tsx';
import { PostMedia } from './post-media.tsx';
import styles from './timeline.module.css';

export function DetailScreen() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const raw = search.get('id');
  const id = raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const post = useTimelinePost(id);
  if (id === null)
    return <StatusView testId="timeline-not-found" title={intl.formatMessage({ id: 'webTimeline.loadFailed' })} />;
  if (post.isPending) return <LoadingView lines={4} />;
  if (post.isError) return <ErrorView error={post.error} onRetry={() => void post.refetch()} />;
  return <PostDetail post={post.data} />;
}

/** Copies the text for sharing; the spec's words when the clipboard refuses. */
async function copyText(text: string, copied: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(copied, 'success');
  } catch {
    showToast(failed, 'fail');
  }
}

function PostDetail({ post }: { post: TimelinePost }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const remove = useDeletePost();
  const report = useReportPost();
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const text = (id: WebMessageId) => intl.formatMessage({ id });

  const confirmDelete = async () => {
    if (!(await Dialog.confirm({ content: text('webTimeline.deleteConfirm') }))) return;
    remove.mutate(post.id, {
      onSuccess: () => {
        showToast(text('webTimeline.deleted'), 'success');
        navigate(paths.timelineFlow, { replace: true });
      },
      onError: reportError,
    });
  };
  const confirmReport = async () => {
    if (!session) return navigate(paths.login);
    if (!(await Dialog.confirm({ content: text('webTimeline.reportConfirm') }))) return;
    report.mutate(post.id, {
      onSuccess: () => showToast(text('webTimeline.reported'), 'success'),
      onError: reportError,
    });
  };

  return (
    <div data-testid="timeline-detail">
      <article className={styles.card}>
        <PostHeader post={post} />
        <p className={styles.content} data-testid="timeline-detail-content">
          {post.content}
        </p>
        <PostMedia post={post} onOpen={setViewerIndex} />
      </article>
      <div className={styles.actions}>
        <Button
          size="small"
          onClick={() => void copyText(post.content, text('webTimeline.copied'), text('webTimeline.clipboardFailed'))}
          data-testid="timeline-copy"
        >
          {text('webTimeline.copy')}
        </Button>
        {post.isMine ? (
          <Button
            size="small"
            color="danger"
            loading={remove.isPending}
            onClick={() => void confirmDelete()}
            data-testid="timeline-delete"
          >
            {text('webTimeline.delete')}
          </Button>
        ) : (
          <Button
            size="small"
            disabled={post.hasReported}
            loading={report.isPending}
            onClick={() => void confirmReport()}
            data-testid="timeline-report"
          >
            {text(post.hasReported ? 'webTimeline.reportedAlready' : 'webTimeline.report')}
          </Button>
        )}
      </div>
      <ImageViewer.Multi
        images={post.images.map((image) => image.s800)}
        visible={viewerIndex !== null}
        defaultIndex={viewerIndex ?? 0}
        onClose={() => setViewerIndex(null)}
      />
    </div>
  );
}
