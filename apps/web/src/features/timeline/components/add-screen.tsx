// Posting on What's hot: text with up to nine images or one video. The page checks a video's length
// before uploading (the server measures it again and decides) and sends a frame it grabbed as the
// poster, since the server extracts none.
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import ImageUploader from 'antd-mobile/es/components/image-uploader';
import TextArea from 'antd-mobile/es/components/text-area';
import { TIMELINE_CONTENT_MAX, TIMELINE_IMAGES_MAX, TIMELINE_VIDEO_MAX_MS } from '@mall/contracts/browser';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { reportError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { useNavigate } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import type { PhotoItem } from '@/shared/photos/components/photo-uploader.tsx';
import { uploadTimelineMedia, useAddPost, type TimelineMedia } from '../api/timeline.ts';
import { posterFrame, videoSeconds } from '../lib/video-file.ts';
import styles from './timeline.module.css';

export function AddScreen() {
  const session = useSession();
  if (!session) return <LoginPrompt />;
  return <AddForm />;
}

interface PickedVideo {
  media: TimelineMedia;
  posterId: string | undefined;
  previewUrl: string;
}

/** Picks, checks and uploads one video with its poster frame. */
function useVideoPick() {
  const intl = useIntl();
  const [video, setVideo] = useState<PickedVideo | null>(null);
  const [isUploading, setUploading] = useState(false);
  const pick = async (file: File) => {
    const seconds = await videoSeconds(file);
    if (seconds !== null && seconds * 1000 > TIMELINE_VIDEO_MAX_MS)
      return showToast(intl.formatMessage({ id: 'webTimeline.videoTooLong' }), 'fail');
    setUploading(true);
    try {
      const media = await uploadTimelineMedia(file, file.name);
      const frame = await posterFrame(file);
      const poster = frame ? await uploadTimelineMedia(frame, 'poster.jpg') : null;
      setVideo({ media, posterId: poster?.id, previewUrl: URL.createObjectURL(file) });
    } catch (error) {
      reportError(error);
    } finally {
      setUploading(false);
    }
  };
  return { video, isUploading, pick, clear: () => setVideo(null) };
}

/** Uploads an image as it is picked; a refusal is shown and the picker drops it. */
async function uploadImage(file: File) {
  try {
    const media = await uploadTimelineMedia(file, file.name);
    return { url: media.image?.s200 ?? '', key: media.id };
  } catch (error) {
    reportError(error);
    throw error;
  }
}

interface MediaFieldProps {
  photos: PhotoItem[];
  onPhotos: (photos: PhotoItem[]) => void;
  /** Whether images are still uploading: the post waits for them. */
  onUploading: (isUploading: boolean) => void;
  videoPick: ReturnType<typeof useVideoPick>;
}

/** Images or one video: picking images hides the video button, a video replaces the images. */
function MediaField({ photos, onPhotos, onUploading, videoPick }: MediaFieldProps) {
  const intl = useIntl();
  const videoInput = useRef<HTMLInputElement>(null);
  const { video, isUploading, pick, clear } = videoPick;
  return (
    <>
      {video ? (
        <div>
          <video
            className={styles.video}
            src={video.previewUrl}
            controls
            playsInline
            data-testid="timeline-video-preview"
          />
          <Button size="small" fill="none" onClick={clear}>
            {intl.formatMessage({ id: 'webTimeline.removeVideo' })}
          </Button>
        </div>
      ) : (
        <div data-testid="timeline-images-picker">
          <ImageUploader
            value={photos}
            onChange={(items) => onPhotos(items as PhotoItem[])}
            upload={uploadImage}
            onUploadQueueChange={(tasks) => onUploading(tasks.some((task) => task.status === 'pending'))}
            maxCount={TIMELINE_IMAGES_MAX}
            multiple
            accept="image/*"
          />
        </div>
      )}
      {!video && photos.length === 0 && (
        <Button loading={isUploading} onClick={() => videoInput.current?.click()} data-testid="timeline-pick-video">
          {intl.formatMessage({ id: 'webTimeline.pickVideo' })}
        </Button>
      )}
      <input
        ref={videoInput}
        type="file"
        accept="video/mp4,video/quicktime"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void pick(file);
        }}
      />
      <p className={styles.hint}>{intl.formatMessage({ id: 'webTimeline.mediaHint' }, { max: TIMELINE_IMAGES_MAX })}</p>
    </>
  );
}

function AddForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const add = useAddPost();
  const [content, setContent] = useState('');
  const [photos, setPhotos] = useState<PhotoItem[]>([]);
  const [imagesUploading, setImagesUploading] = useState(false);
  const videoPick = useVideoPick();
  const { video } = videoPick;

  const submit = () => {
    if (content.trim() === '') return showToast(intl.formatMessage({ id: 'webTimeline.contentRequired' }));
    const post = video
      ? { content: content.trim(), images: [], videoId: video.media.id, posterId: video.posterId }
      : { content: content.trim(), images: photos.map((photo) => photo.key) };
    add.mutate(post, {
      onSuccess: () => {
        showToast(intl.formatMessage({ id: 'webTimeline.posted' }), 'success');
        navigate(paths.timelineFlow, { replace: true });
      },
      onError: reportError,
    });
  };

  return (
    <div className={styles.form} data-testid="timeline-add-form">
      <TextArea
        value={content}
        onChange={setContent}
        placeholder={intl.formatMessage({ id: 'webTimeline.contentPlaceholder' })}
        maxLength={TIMELINE_CONTENT_MAX}
        showCount
        rows={5}
        data-testid="timeline-content"
      />
      <MediaField photos={photos} onPhotos={setPhotos} onUploading={setImagesUploading} videoPick={videoPick} />
      <Button
        block
        color="primary"
        loading={add.isPending}
        disabled={videoPick.isUploading || imagesUploading}
        onClick={submit}
        data-testid="timeline-submit"
      >
        {intl.formatMessage({ id: 'webTimeline.submit' })}
      </Button>
    </div>
  );
}
