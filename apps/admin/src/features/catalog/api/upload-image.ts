import { calls } from '@mall/contracts/browser';
import type { ImageSetView } from '@mall/contracts';
import { uploadFile, type CallOptions } from '../../../lib/api.ts';

/** Uploads one picture; the server answers its 100, 200 and 800 px versions. */
export function uploadImage(file: File, options?: CallOptions): Promise<ImageSetView> {
  return uploadFile(calls.adminCatalog.productUploadImage, file, options);
}
