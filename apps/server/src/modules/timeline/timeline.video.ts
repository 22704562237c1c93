// Reads an uploaded video's length from the file itself (MP4 and QuickTime MOV, with mp4box, pure
// JavaScript): the client's own check is only a courtesy, the server decides.
import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';

export interface VideoFacts {
  /** The longest of the movie's and its tracks' durations, in milliseconds. */
  durationMs: number;
  container: 'mp4' | 'mov';
}

/** Top-level boxes an ISO media file may open with (QuickTime files may lack `ftyp`). */
const FIRST_BOXES = new Set(['ftyp', 'moov', 'wide', 'free', 'skip', 'mdat']);
/** `ftyp` brands that are still images (HEIF, AVIF), not videos. */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** Whether the first bytes look like an MP4/MOV file (the parse still has the last word). */
export function looksLikeVideo(head: Buffer): boolean {
  if (head.length < 12) return false;
  const box = head.subarray(4, 8).toString('latin1');
  if (!FIRST_BOXES.has(box)) return false;
  return box !== 'ftyp' || !IMAGE_BRANDS.has(head.subarray(8, 12).toString('latin1'));
}

function parseMovie(bytes: Buffer): Movie | null {
  const file = createFile();
  let movie: Movie | null = null;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = () => {
    movie = null;
  };
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  try {
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy as ArrayBuffer, 0));
    file.flush();
  } catch {
    return null;
  }
  return movie;
}

function millis(duration: number | undefined, timescale: number | undefined): number {
  if (!duration || !timescale || !Number.isFinite(duration / timescale)) return 0;
  return Math.ceil((duration * 1000) / timescale);
}

/**
 * The video's facts, or null when the file is not a video we can read: no movie header, no video
 * track, or no duration (a fragmented file without its total length is refused, not guessed).
 */
export function readVideo(bytes: Buffer): VideoFacts | null {
  if (!looksLikeVideo(bytes.subarray(0, 16))) return null;
  const movie = parseMovie(bytes);
  if (!movie || movie.videoTracks.length === 0) return null;
  const durations = [
    millis(movie.duration, movie.timescale),
    millis(movie.fragment_duration?.num, movie.fragment_duration?.den),
    ...movie.tracks.map((track) => millis(track.duration, track.timescale)),
  ];
  const durationMs = Math.max(...durations);
  if (durationMs <= 0) return null;
  const isQuickTime = movie.brands.includes('qt  ');
  return { durationMs, container: isQuickTime ? 'mov' : 'mp4' };
}
