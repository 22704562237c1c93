// Reviewing a received order: every line rated, with its content, up to six photos and an
// anonymous switch, sent in one call. Missing ratings or content are named before anything is sent.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Switch from 'antd-mobile/es/components/switch';
import TextArea from 'antd-mobile/es/components/text-area';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { reportError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { useNavigate, useSearchParams } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { PhotoUploader, type PhotoItem } from '@/shared/photos/components/photo-uploader.tsx';
import { useUploadsUnderWay } from '@/shared/photos/hooks/use-uploads-under-way.ts';
import { useAddReview, useOrderToReview, type LineReview } from '../api/reviews.ts';
import { StarRating } from './star-rating.tsx';
import styles from './review.module.css';

const MAX_PHOTOS = 6;
const MAX_CONTENT = 500;

interface Draft {
  rating: number;
  content: string;
  photos: PhotoItem[];
  anonymous: boolean;
}

const emptyDraft: Draft = { rating: 0, content: '', photos: [], anonymous: false };

export function EvaluateScreen() {
  const session = useSession();
  const [search] = useSearchParams();
  const raw = search.get('orderId') ?? search.get('id');
  const orderId = raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  if (!session) return <LoginPrompt />;
  return <EvaluateForm orderId={orderId} />;
}

/** The first problem of the drafts, as the spec words it, or null when they can be sent. */
function problemOf(
  drafts: Draft[],
): 'webReview.everyLine' | 'webReview.ratingRequired' | 'webReview.contentRequired' | null {
  if (drafts.some((draft) => draft.rating === 0 && draft.content.trim() === '')) return 'webReview.everyLine';
  if (drafts.some((draft) => draft.rating === 0)) return 'webReview.ratingRequired';
  if (drafts.some((draft) => draft.content.trim() === '')) return 'webReview.contentRequired';
  return null;
}

function EvaluateForm({ orderId }: { orderId: number | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const order = useOrderToReview(orderId);
  const add = useAddReview();
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const uploads = useUploadsUnderWay();

  if (orderId === null)
    return <StatusView testId="evaluate-no-order" title={intl.formatMessage({ id: 'webReview.noOrder' })} />;
  if (order.isPending) return <LoadingView lines={4} />;
  if (order.isError) return <ErrorView error={order.error} onRetry={() => void order.refetch()} />;

  const lines = order.data.lines;
  const draftOf = (id: number) => drafts[id] ?? emptyDraft;
  const change = (id: number, patch: Partial<Draft>) =>
    setDrafts((current) => ({ ...current, [id]: { ...(current[id] ?? emptyDraft), ...patch } }));

  const submit = () => {
    if (uploads.underWay) return showToast(intl.formatMessage({ id: 'web.photos.uploading' }));
    const problem = problemOf(lines.map((line) => draftOf(line.id)));
    if (problem) return showToast(intl.formatMessage({ id: problem }));
    const reviews: LineReview[] = lines.map((line) => {
      const draft = draftOf(line.id);
      return {
        orderLineId: line.id,
        rating: draft.rating,
        content: draft.content.trim(),
        images: draft.photos.map((photo) => photo.key),
        anonymous: draft.anonymous,
      };
    });
    add.mutate(
      { orderId, lines: reviews },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'webReview.submitted' }), 'success');
          navigate(paths.myReviews, { replace: true });
        },
        onError: reportError,
      },
    );
  };

  return (
    <div className={styles.form} data-testid="evaluate-form">
      {lines.map((line) => (
        <LineForm
          key={line.id}
          line={line}
          draft={draftOf(line.id)}
          onChange={(patch) => change(line.id, patch)}
          onUploadingChange={uploads.uploadingIn(line.id)}
        />
      ))}
      <div className={styles.actions}>
        <Button block color="primary" loading={add.isPending} onClick={submit} data-testid="evaluate-submit">
          {intl.formatMessage({ id: 'webReview.submit' })}
        </Button>
      </div>
    </div>
  );
}

interface LineFormProps {
  line: { id: number; name: string; specText: string; cover: { s100: string } | null };
  draft: Draft;
  onChange: (patch: Partial<Draft>) => void;
  onUploadingChange: (uploading: boolean) => void;
}

function LineForm({ line, draft, onChange, onUploadingChange }: LineFormProps) {
  const intl = useIntl();
  const ratingId = useId();
  return (
    <section className={styles.line} data-testid="evaluate-line">
      <header className={styles.product}>
        {line.cover && <img src={line.cover.s100} alt="" width={56} height={56} />}
        <div>
          <h2 className={styles.name}>{line.name}</h2>
          <p className={styles.spec}>{line.specText}</p>
        </div>
      </header>
      <div className={styles.row}>
        <span id={ratingId}>{intl.formatMessage({ id: 'webReview.rating' })}</span>
        <StarRating
          value={draft.rating}
          onChange={(rating) => onChange({ rating })}
          labelledBy={ratingId}
          testId="evaluate-rating"
        />
      </div>
      <TextArea
        value={draft.content}
        onChange={(content) => onChange({ content })}
        placeholder={intl.formatMessage({ id: 'webReview.contentPlaceholder' })}
        maxLength={MAX_CONTENT}
        showCount
        rows={3}
        data-testid="evaluate-content"
      />
      <p className={styles.spec}>{intl.formatMessage({ id: 'webReview.photos' }, { max: MAX_PHOTOS })}</p>
      <PhotoUploader
        value={draft.photos}
        onChange={(photos) => onChange({ photos })}
        max={MAX_PHOTOS}
        failedText={intl.formatMessage({ id: 'webReview.uploadFailed' })}
        onUploadingChange={onUploadingChange}
      />
      <label className={styles.row}>
        <span>{intl.formatMessage({ id: 'webReview.anonymous' })}</span>
        <Switch checked={draft.anonymous} onChange={(anonymous) => onChange({ anonymous })} />
      </label>
    </section>
  );
}
