// A fresh member posts two images on What's hot, an operator pins the post in the back office,
// and the member sees it pinned at the top of the feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newMobile, signUp } from './api.ts';
import { launchBrowser, logInToBackOffice, newDesktop, newPhone, openLoggedIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Two small PNGs (16 px, one red, one blue), as a phone's album would hand them over. */
const PHOTOS = {
  red: 'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4Y+xCEmIY1TCqYfhqAABAEUMQV4E1rAAAAABJRU5ErkJggg==',
  blue: 'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGMwdjlDEmIY1TCqYfhqAAAfAkMQsypddwAAAABJRU5ErkJggg==',
};

function photo(name: keyof typeof PHOTOS) {
  return { name: `${name}.png`, mimeType: 'image/png', buffer: Buffer.from(PHOTOS[name], 'base64') };
}

describe('the timeline', () => {
  it('a new member posts two images on What’s hot, an operator pins it, the member sees it pinned', async () => {
    const session = await signUp(newMobile(), 'Timeline@2026');
    const content = `Two photos from the weekend ${Date.now()}`;
    const phone = await newPhone(browser);
    await openLoggedIn(phone.page, session, 'en_US');
    await phone.page.goto('/#/pages/timeline/flow/index');
    await phone.page.getByTestId('timeline-add').click();
    await phone.page.getByTestId('timeline-content').locator('textarea').fill(content);
    const input = phone.page.getByTestId('timeline-images-picker').locator('input[type="file"]');
    await input.setInputFiles([photo('red'), photo('blue')]);
    await expect.poll(() => phone.page.locator('.adm-image-uploader-cell img').count()).toBe(2);
    await expect.poll(() => phone.page.locator('.adm-image-uploader-cell-loading').count()).toBe(0);
    await phone.page.getByTestId('timeline-submit').click();
    await phone.page.waitForURL(/#\/pages\/timeline\/flow\/index/);
    const card = phone.page.getByTestId('timeline-post').filter({ hasText: content });
    await expect.poll(() => card.locator('[data-testid="timeline-images"] img').count()).toBe(2);
    const postId = await card.getAttribute('data-post-id');

    const desk = await newDesktop(browser);
    await logInToBackOffice(desk.page);
    await desk.page.goto('/admin/#/timeline');
    await desk.page.getByTestId('timeline-tab-hot').click();
    await desk.page.getByTestId(`timeline-pin-${postId}`).click();
    await desk.page.getByTestId('confirm-ok').click();
    await desk.page.getByTestId(`timeline-unpin-${postId}`).waitFor();
    await desk.context.close();

    await phone.page.reload();
    const first = phone.page.getByTestId('timeline-post').first();
    await expect.poll(() => first.getAttribute('data-post-id')).toBe(postId);
    await first.getByTestId('timeline-pinned').waitFor();
    await phone.context.close();
  });
});
