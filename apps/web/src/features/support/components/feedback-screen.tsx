// Sending feedback: content and contact are required (the spec's rule, named before anything is
// sent), with up to six private photos. Sent, the member lands on the conversation.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { reportError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { Link, useNavigate } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { PhotoUploader, type PhotoItem } from '@/shared/photos/components/photo-uploader.tsx';
import { useUploadsUnderWay } from '@/shared/photos/hooks/use-uploads-under-way.ts';
import { useAddFeedback } from '../api/feedback.ts';
import styles from './support.module.css';

const MAX_PHOTOS = 6;
const MAX_CONTENT = 500;
const MAX_CONTACT = 100;

type Problem = 'content' | 'contact' | null;

export function FeedbackScreen() {
  const session = useSession();
  if (!session) return <LoginPrompt />;
  return <FeedbackForm />;
}

function FeedbackForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const add = useAddFeedback();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [photos, setPhotos] = useState<PhotoItem[]>([]);
  const [problem, setProblem] = useState<Problem>(null);
  const uploads = useUploadsUnderWay();

  const submit = () => {
    if (uploads.underWay) return showToast(intl.formatMessage({ id: 'web.photos.uploading' }));
    const missing: Problem = content.trim() === '' ? 'content' : contact.trim() === '' ? 'contact' : null;
    setProblem(missing);
    if (missing) return;
    add.mutate(
      { content: content.trim(), contact: contact.trim(), images: photos.map((photo) => photo.key) },
      {
        onSuccess: (sent) => {
          showToast(intl.formatMessage({ id: 'webSupport.feedback.sent' }), 'success');
          navigate(`${paths.dialogue}?id=${sent.id}`, { replace: true });
        },
        onError: reportError,
      },
    );
  };

  return (
    <div className={styles.page} data-testid="feedback-form">
      <section className={styles.card}>
        <h2 className={styles.title}>{intl.formatMessage({ id: 'webSupport.feedback.content' })}</h2>
        <TextArea
          value={content}
          onChange={setContent}
          placeholder={intl.formatMessage({ id: 'webSupport.feedback.contentPlaceholder' })}
          maxLength={MAX_CONTENT}
          showCount
          rows={5}
          data-testid="feedback-content"
        />
        {problem === 'content' && (
          <p className={styles.problem} role="alert" data-testid="feedback-problem">
            {intl.formatMessage({ id: 'webSupport.feedback.contentRequired' })}
          </p>
        )}
        <p className={styles.hint}>{intl.formatMessage({ id: 'webSupport.feedback.photos' }, { max: MAX_PHOTOS })}</p>
        <PhotoUploader
          kind="feedback"
          value={photos}
          onChange={setPhotos}
          max={MAX_PHOTOS}
          failedText={intl.formatMessage({ id: 'webSupport.feedback.uploadFailed' })}
          onUploadingChange={uploads.uploadingIn('photos')}
          testId="feedback-photos"
        />
      </section>
      <section className={styles.card}>
        <h2 className={styles.title}>{intl.formatMessage({ id: 'webSupport.feedback.contact' })}</h2>
        <Input
          value={contact}
          onChange={setContact}
          maxLength={MAX_CONTACT}
          placeholder={intl.formatMessage({ id: 'webSupport.feedback.contactPlaceholder' })}
          data-testid="feedback-contact"
        />
        {problem === 'contact' && (
          <p className={styles.problem} role="alert" data-testid="feedback-problem">
            {intl.formatMessage({ id: 'webSupport.feedback.contactRequired' })}
          </p>
        )}
      </section>
      <div className={styles.actions}>
        <Button block color="primary" loading={add.isPending} onClick={submit} data-testid="feedback-submit">
          {intl.formatMessage({ id: 'webSupport.feedback.submit' })}
        </Button>
      </div>
      <Link className={styles.question} to={paths.feedbackList} data-testid="feedback-to-list">
        {intl.formatMessage({ id: 'webSupport.title.list' })}
      </Link>
    </div>
  );
}
