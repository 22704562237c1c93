// db:reset clears the uploads of the members it deletes, private identity photos included, but
// never a folder outside the data folder.
import { describe, expect, it } from 'vitest';
import { resetFolders } from './reset-folders.ts';

describe('the folders db:reset clears', () => {
  it('are the public and the private uploads under the data folder', () => {
    expect(
      resetFolders({ dataDir: '/srv/shop', uploadsDir: '/srv/shop/uploads', privateUploadsDir: '/srv/shop/private' }),
    ).toEqual(['/srv/shop/uploads', '/srv/shop/private']);
  });

  it('leave a private folder configured elsewhere, or the data folder itself', () => {
    expect(
      resetFolders({ dataDir: '/srv/shop', uploadsDir: '/srv/shop/uploads', privateUploadsDir: '/mnt/private' }),
    ).toEqual(['/srv/shop/uploads']);
    expect(
      resetFolders({ dataDir: '/srv/shop', uploadsDir: '/srv/shop/uploads', privateUploadsDir: '/srv/shop' }),
    ).toEqual(['/srv/shop/uploads']);
    expect(
      resetFolders({ dataDir: '/srv/shop', uploadsDir: '/srv/shop/uploads', privateUploadsDir: '/srv/shop-private' }),
    ).toEqual(['/srv/shop/uploads']);
  });
});
