// Builds a minimal, valid MP4 of a chosen length for upload tests: `ftyp` and a `moov` with one
// video track (movie and media headers carry the duration), no samples. Players show nothing;
// parsers read its length as any real file's.

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A full box: version and flags before the payload. */
function fullBox(type: string, version: number, flags: number, ...payload: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return box(type, head, ...payload);
}

function u32(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => out.writeUInt32BE(value >>> 0, index * 4));
  return out;
}

function u16(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 2);
  values.forEach((value, index) => out.writeUInt16BE(value & 0xffff, index * 2));
  return out;
}

const MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

function visualSampleEntry(width: number, height: number): Buffer {
  return box(
    'avc1',
    Buffer.alloc(6),
    u16(1), // data reference index
    Buffer.alloc(16),
    u16(width, height),
    u32(0x00480000, 0x00480000, 0),
    u16(1), // frame count
    Buffer.alloc(32), // compressor name
    u16(0x0018, 0xffff),
  );
}

function sampleTable(): Buffer {
  return box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), visualSampleEntry(320, 240)),
    fullBox('stts', 0, 0, u32(0)),
    fullBox('stsc', 0, 0, u32(0)),
    fullBox('stsz', 0, 0, u32(0, 0)),
    fullBox('stco', 0, 0, u32(0)),
  );
}

function videoTrack(timescale: number, duration: number, movieTimescale: number): Buffer {
  const movieDuration = Math.round((duration * movieTimescale) / timescale);
  const tkhd = fullBox(
    'tkhd',
    0,
    3,
    u32(0, 0, 1, 0, movieDuration, 0, 0),
    u16(0, 0, 0, 0),
    MATRIX,
    u32(320 << 16, 240 << 16),
  );
  const mdhd = fullBox('mdhd', 0, 0, u32(0, 0, timescale, duration), u16(0x55c4, 0));
  const hdlr = fullBox(
    'hdlr',
    0,
    0,
    u32(0),
    Buffer.from('vide', 'latin1'),
    u32(0, 0, 0),
    Buffer.from('VideoHandler\0'),
  );
  const dinf = box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1)));
  const minf = box('minf', fullBox('vmhd', 0, 1, u16(0, 0, 0, 0)), dinf, sampleTable());
  return box('trak', tkhd, box('mdia', mdhd, hdlr, minf));
}

/** An MP4 whose movie and video track last `seconds` (MOV's `qt  ` brand with `quickTime`). */
export function mp4OfSeconds(seconds: number, options: { quickTime?: boolean } = {}): Buffer {
  const movieTimescale = 1000;
  const mediaTimescale = 90_000;
  const brands = options.quickTime ? ['qt  '] : ['isom', 'iso2', 'avc1', 'mp41'];
  const ftyp = box('ftyp', Buffer.from(brands[0]!, 'latin1'), u32(0x200), Buffer.from(brands.join(''), 'latin1'));
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    u32(0, 0, movieTimescale, Math.round(seconds * movieTimescale), 0x00010000),
    u16(0x0100, 0),
    Buffer.alloc(8),
    MATRIX,
    Buffer.alloc(24),
    u32(2),
  );
  const moov = box('moov', mvhd, videoTrack(mediaTimescale, Math.round(seconds * mediaTimescale), movieTimescale));
  return Buffer.concat([ftyp, moov, box('mdat')]);
}
