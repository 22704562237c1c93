// Steps the timeline tests share: members signed in, media uploaded as the app sends them.
import sharp from 'sharp';
import { adminTimeline, member, timeline } from '@mall/contracts';
import { createMember, type TestApp } from './harness.ts';

/** A new member, signed in: answers their id and token. */
export async function newMember(t: TestApp, username: string): Promise<{ memberId: number; token: string }> {
  const row = await createMember(t.services, { username });
  const session = await t.ok(member.login, { body: { username, password: 'Demo@123456' } });
  return { memberId: row.id, token: session.token };
}

export async function pngOf(colour = '#3388ff'): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Uploads one file as multipart (a member's call, or the back office's with `asOperator`). */
export async function uploadMedia(
  t: TestApp,
  token: string,
  bytes: Buffer,
  options: { fileName?: string; asOperator?: boolean; lang?: string } = {},
) {
  const boundary = '----timeline-test-boundary';
  const fileName = options.fileName ?? 'file.bin';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const call = options.asOperator ? adminTimeline.uploadMedia : timeline.uploadMedia;
  const response = await t.app.inject({
    method: 'POST',
    url: call.path,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      token,
      lang: options.lang ?? 'en_US',
    },
  });
  return {
    status: response.statusCode,
    envelope: response.json() as {
      success: boolean;
      message: string;
      error?: string;
      result: { id: string; kind: string; durationMs: number | null };
    },
  };
}
