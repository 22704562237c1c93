// A review sent while its photo is still uploading would go without it: the form says the photo
// is under way and sends nothing until it has uploaded, then sends it with the photo.
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
import { EvaluateScreen } from './evaluate-screen.tsx';

const line = { id: 41, name: 'Jasmine rice', specText: '5 kg', cover: null };
const photo = { id: 'photo-1', s200: '/media/photo-1-s200.png' };

let upload = heldUpload();
let sentReviews: string[] = [];

beforeEach(async () => {
  await changeLocale('en_US');
  signInMember();
  upload = heldUpload();
  sentReviews = [];
  answerCalls({
    '/mallapi/orders/detail': () => ({ id: 9, lines: [line] }),
    '/mallapi/evaluate/uploadImage': async () => {
      await upload.wait();
      return photo;
    },
    '/mallapi/evaluate/add': (init) => {
      sentReviews.push(formOf(init).getAll('lines').join());
      return null;
    },
  });
});

afterEach(leaveScreen);

describe('the review form', () => {
  it('holds a review back while its photo uploads, then sends it with the photo', async () => {
    renderAt('/pages/order/evaluate?orderId=9', <EvaluateScreen />);
    await screen.findByText(line.name);
    fireEvent.click(screen.getByRole('radio', { name: '5' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Fragrant and clean' } });
    await pickPhoto('/evaluate/uploadImage');

    fireEvent.click(screen.getByTestId('evaluate-submit'));
    await screen.findByText('Photos are still uploading; send once they are done');
    expect(sentReviews).toEqual([]);

    upload.release();
    await photosUploaded();
    fireEvent.click(screen.getByTestId('evaluate-submit'));
    await waitFor(() => expect(sentReviews).toHaveLength(1));
    expect(JSON.parse(sentReviews[0]!)).toMatchObject({ orderLineId: line.id, rating: 5, images: [photo.id] });
  });
});
