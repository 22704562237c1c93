// Smart paste measured on real-format address blocks: the share read completely is printed and
// must stay at 90% or more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAddress, type ResultOf } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  chineseSamples,
  recipientMarkerSamples,
  thaiSamples,
  type PasteSample,
} from './address.smart-paste.samples.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Read = ResultOf<typeof memberAddress.identifyLongAddress>;

/** The parts smart paste got wrong, by name; none means the block was read completely. */
function misses(sample: PasteSample, read: Read): string[] {
  const local = (region: Read['province']) => region?.nameTh ?? region?.nameZh ?? null;
  const wrong: string[] = [];
  if (read.name !== sample.name) wrong.push(`name=${read.name}`);
  if (read.mobile !== sample.mobile) wrong.push(`mobile=${read.mobile}`);
  [read.province, read.city, read.area].forEach((region, level) => {
    if (local(region) !== sample.regions[level]) wrong.push(`level${level + 1}=${local(region)}`);
  });
  if (sample.zip && read.zip !== sample.zip) wrong.push(`zip=${read.zip}`);
  if (!read.address?.includes(sample.street)) wrong.push(`street=${read.address}`);
  return wrong;
}

describe('smart paste', () => {
  it('reads at least 90% of the sample address blocks completely', async () => {
    const samples = [...thaiSamples, ...chineseSamples, ...recipientMarkerSamples];
    expect(samples.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    for (const sample of samples) {
      const read = await t.ok(memberAddress.identifyLongAddress, { body: { text: sample.text } });
      const wrong = misses(sample, read);
      if (wrong.length > 0) failures.push(`${sample.text.replace(/\n/g, ' / ')}\n    -> ${wrong.join(', ')}`);
      else expect(read.score).toBe(100);
    }
    const share = (samples.length - failures.length) / samples.length;
    console.log(
      `smart paste: ${samples.length - failures.length}/${samples.length} fully parsed (${(share * 100).toFixed(1)}%)` +
        (failures.length ? `\n  ${failures.join('\n  ')}` : ''),
    );
    expect(share).toBeGreaterThanOrEqual(0.9);
  });

  it('leaves recipient markers (收, ผู้รับ, คุณ) out of the name', async () => {
    for (const sample of recipientMarkerSamples) {
      const read = await t.ok(memberAddress.identifyLongAddress, { body: { text: sample.text } });
      expect({ text: sample.text, wrong: misses(sample, read) }).toEqual({ text: sample.text, wrong: [] });
    }
  });

  it('keeps what it cannot place, and answers in the caller language', async () => {
    const read = await t.ok(memberAddress.identifyLongAddress, {
      body: { text: 'ส่งด่วน!! สมชาย 0812345678 ต.ศรีภูมิ อ.เมืองเชียงใหม่ จ.เชียงใหม่' },
      lang: 'en_US',
    });
    expect(read.province?.name).toBe('Chiang Mai');
    expect(read.zip).toBe('50200');
    expect(read.score).toBeLessThan(100);
    const empty = await t.call(memberAddress.identifyLongAddress, { body: { text: ' ' }, lang: 'th_TH' });
    expect(empty.envelope.fields?.[0]?.field).toBe('text');
    expect(empty.envelope.message).toContain('ข้อความที่อยู่');
  });
});
