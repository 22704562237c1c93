// What the add page learns from a picked video before uploading it: its length (a courtesy check,
// the server decides) and a poster frame drawn from it, since the server extracts none.

function loadVideo(file: File): Promise<{ video: HTMLVideoElement; done: () => void }> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.preload = 'metadata';
  video.muted = true;
  video.playsInline = true;
  video.src = url;
  const done = () => URL.revokeObjectURL(url);
  return new Promise((resolve, reject) => {
    video.onloadedmetadata = () => resolve({ video, done });
    video.onerror = () => {
      done();
      reject(new Error('video not readable'));
    };
  });
}

/** The video's length in seconds as the browser reads it, or null when it cannot. */
export async function videoSeconds(file: File): Promise<number | null> {
  try {
    const { video, done } = await loadVideo(file);
    done();
    return Number.isFinite(video.duration) ? video.duration : null;
  } catch {
    return null;
  }
}

/** A JPEG of a frame near the start, or null when the browser cannot draw one. */
export async function posterFrame(file: File): Promise<Blob | null> {
  try {
    const { video, done } = await loadVideo(file);
    await new Promise<void>((resolve) => {
      video.onseeked = () => resolve();
      video.currentTime = Math.min(0.5, video.duration / 2 || 0);
    });
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    done();
    if (canvas.width === 0) return null;
    return await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
  } catch {
    return null;
  }
}
