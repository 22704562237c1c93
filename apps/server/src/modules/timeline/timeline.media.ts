// Timeline media: an upload is an image (re-encoded to WebP at 100, 200 and 800 px, as review
// photos) or an MP4/MOV video whose length is read from the file and refused past one minute.
// Either is recorded with its uploader; a post names only its author's own media.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { TIMELINE_VIDEO_MAX_MS, type ImageSetView } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { assertImage, decodeImage } from '../../lib/images.ts';
import { sniffImageType } from '../../lib/upload.ts';
import { AppError } from '../../lib/errors.ts';
import { timelineMedia, type TimelineMediaKind } from './timeline.schema.ts';
import { readVideo } from './timeline.video.ts';

export const TIMELINE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** A minute of phone video at a high bitrate fits; the multipart limit is this. */
export const TIMELINE_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
const SIZES = [100, 200, 800] as const;

/** Who uploads: a member (their post) or an operator (the shop's post). */
export type MediaOwner = { memberId: number; operatorId?: undefined } | { operatorId: number; memberId?: undefined };

export interface StoredMedia {
  id: string;
  kind: TimelineMediaKind;
  image: ImageSetView | null;
  videoUrl: string | null;
  durationMs: number | null;
}

export function timelineImageSet(id: string): ImageSetView {
  const url = (size: number) => `/uploads/timeline/${id}-${size}.webp`;
  return { s100: url(100), s200: url(200), s800: url(800) };
}

export function timelineVideoUrl(fileName: string): string {
  return `/uploads/timeline/${fileName}`;
}

async function storeImage(uploads: FileStore, id: string, input: Buffer): Promise<void> {
  await assertImage(input, 'catalog.imageInvalid');
  for (const size of SIZES) {
    const resized =
      size === 800
        ? decodeImage(input).rotate().resize(size, size, { fit: 'inside', withoutEnlargement: true })
        : decodeImage(input).rotate().resize(size, size, { fit: 'cover' });
    await uploads.put(`timeline/${id}-${size}.webp`, await resized.webp({ quality: 80 }).toBuffer());
  }
}

/** Checks the video's length from its own bytes; answers the file name it is kept under. */
async function storeVideo(
  uploads: FileStore,
  id: string,
  input: Buffer,
): Promise<{ fileName: string; durationMs: number }> {
  const facts = readVideo(input);
  if (!facts)
    throw new AppError('VALIDATION', 'timeline.videoUnreadable', undefined, 'VIDEO_UNREADABLE', { field: 'file' });
  if (facts.durationMs > TIMELINE_VIDEO_MAX_MS)
    throw new AppError('VALIDATION', 'timeline.videoTooLong', { seconds: 60 }, 'VIDEO_TOO_LONG', { field: 'file' });
  const fileName = `${id}.${facts.container}`;
  await uploads.put(`timeline/${fileName}`, input);
  return { fileName, durationMs: facts.durationMs };
}

/** Stores an uploaded image or video and records its uploader. */
export async function storeTimelineMedia(
  db: DbOrTx,
  uploads: FileStore,
  owner: MediaOwner,
  input: Buffer,
): Promise<StoredMedia> {
  const id = randomBytes(12).toString('hex');
  const ownerColumns = { memberId: owner.memberId ?? null, operatorId: owner.operatorId ?? null };
  if (sniffImageType(input.subarray(0, 16))) {
    if (input.length > TIMELINE_IMAGE_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', 'validation.imageTooLarge', { megabytes: 8 }, undefined, {
        field: 'file',
      });
    await storeImage(uploads, id, input);
    await db.insert(timelineMedia).values({ id, kind: 'image', ...ownerColumns });
    return { id, kind: 'image', image: timelineImageSet(id), videoUrl: null, durationMs: null };
  }
  const video = await storeVideo(uploads, id, input);
  await db.insert(timelineMedia).values({ id, kind: 'video', ...ownerColumns, ...video });
  return { id, kind: 'video', image: null, videoUrl: timelineVideoUrl(video.fileName), durationMs: video.durationMs };
}

export interface MediaRow {
  id: string;
  kind: TimelineMediaKind;
  fileName: string | null;
  durationMs: number | null;
}

/** The named media if every one exists, is of `kind` and belongs to `owner`; else the spec's refusal. */
export async function ownMedia(
  db: DbOrTx,
  owner: MediaOwner,
  ids: readonly string[],
  kind: TimelineMediaKind,
): Promise<Map<string, MediaRow>> {
  if (ids.length === 0) return new Map();
  const ownerIs =
    owner.memberId !== undefined
      ? and(eq(timelineMedia.memberId, owner.memberId), isNull(timelineMedia.operatorId))
      : eq(timelineMedia.operatorId, owner.operatorId);
  const rows = await db
    .select({
      id: timelineMedia.id,
      kind: timelineMedia.kind,
      fileName: timelineMedia.fileName,
      durationMs: timelineMedia.durationMs,
    })
    .from(timelineMedia)
    .where(and(ownerIs, eq(timelineMedia.kind, kind), inArray(timelineMedia.id, [...ids])));
  const found = new Map(rows.map((row) => [row.id, row]));
  if (ids.some((id) => !found.has(id)))
    throw new AppError('VALIDATION', 'timeline.mediaUnknown', undefined, 'MEDIA_UNKNOWN');
  return found;
}
