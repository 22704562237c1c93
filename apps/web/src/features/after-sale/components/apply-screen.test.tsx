// An after-sales request sent while its photo is still uploading would go without it: the form says
// the photo is under way and asks nothing until it has uploaded, then sends it with the photo.
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
import { ApplyScreen } from './apply-screen.tsx';

const line = {
  id: 41,
  productId: 3,
  productGoodsId: 30,
  name: 'Jasmine rice',
  specText: '5 kg',
  cover: null,
  price: '259.00',
  num: 1,
};
const order = { orderId: 9, status: 4, amounts: { rewardMp: 0 }, lines: [line] };
const photo = { id: 'photo-1', s200: '/media/photo-1-s200.png' };

let upload = heldUpload();
let applied: URLSearchParams[] = [];

beforeEach(async () => {
  await changeLocale('en_US');
  signInMember();
  upload = heldUpload();
  applied = [];
  answerCalls({
    '/mallapi/orders/detail': () => order,
    '/mallapi/product/detail': () => ({ id: line.productId, grantsLevel: null }),
    '/mallapi/evaluate/uploadImage': async () => {
      await upload.wait();
      return photo;
    },
    '/mallapi/afterSale/apply': (init) => {
      applied.push(formOf(init));
      return { id: 12, refundAmount: '259.00' };
    },
  });
});

afterEach(leaveScreen);

describe('the after-sales form', () => {
  it('holds a request back while its photo uploads, then sends it with the photo', async () => {
    renderAt(`/pages/order/return-goods?orderId=${order.orderId}&orderLineId=${line.id}`, <ApplyScreen />);
    await screen.findByTestId('apply-form');
    fireEvent.click(screen.getByText('Quality problem'));
    await pickPhoto('/evaluate/uploadImage');

    fireEvent.click(screen.getByTestId('apply-submit'));
    await screen.findByText('Photos are still uploading; send once they are done');
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();

    upload.release();
    await photosUploaded();
    fireEvent.click(screen.getByTestId('apply-submit'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(applied[0]!.getAll('images')).toEqual([photo.id]);
  });
});
