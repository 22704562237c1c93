// Feedback sent while its photo is still uploading would go without it: the form says the photo is
// under way and sends nothing until it has uploaded, then sends it with the photo.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLocale } from '@/lib/locale.ts';
import {
  answerCalls,
  formOf,
  heldUpload,
  leaveScreen,
  photosUploaded,
  pickPhoto,
  renderAt,
  signInMember,
} from '@/app/testing/photo-forms.tsx';
import { FeedbackScreen } from './feedback-screen.tsx';

const photo = { id: '0123456789abcdef0123456789abcdef', url: '/private/feedback/photo.png' };

let upload = heldUpload();
let sent: URLSearchParams[] = [];

beforeEach(async () => {
  await changeLocale('th_TH');
  signInMember();
  upload = heldUpload();
  sent = [];
  answerCalls({
    '/mallapi/memberComplaint/uploadImage': async () => {
      await upload.wait();
      return photo;
    },
    '/mallapi/memberComplaint/add': (init) => {
      sent.push(formOf(init));
      return { id: 5 };
    },
  });
});

afterEach(leaveScreen);

describe('the feedback form', () => {
  it('holds feedback back while its photo uploads, saying so in the member’s language', async () => {
    renderAt('/pages/user/feedback', <FeedbackScreen />);
    const [content, contact] = await waitFor(() => {
      const fields = [...document.querySelectorAll<HTMLElement>('textarea, input:not([type="file"])')];
      if (fields.length < 2) throw new Error('the form is not shown yet');
      return fields;
    });
    fireEvent.change(content!, { target: { value: 'The parcel came open' } });
    fireEvent.change(contact!, { target: { value: '0812345678' } });
    await pickPhoto('/memberComplaint/uploadImage');

    fireEvent.click(screen.getByTestId('feedback-submit'));
    await screen.findByText('รูปภาพยังอัปโหลดอยู่ กรุณารอสักครู่แล้วส่งอีกครั้ง');
    expect(sent).toEqual([]);

    upload.release();
    await photosUploaded();
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.getAll('images')).toEqual([photo.id]);
  });
});
