/** The long edge a report photo keeps: enough to read a scratch on a bumper, a tenth of a phone camera's bytes. */
export const PHOTO_MAX_EDGE = 2048;
// Smaller than this is sent as taken: shrinking would gain little and lose the original.
const SHRINK_ABOVE_BYTES = 1_500_000;
const JPEG_QUALITY = 0.85;

/** The size a picture is drawn at to fit within `maxEdge` on its long side (never enlarged). */
export const fitWithin = (width: number, height: number, maxEdge: number): { width: number; height: number } => {
  const scale = Math.min(1, maxEdge / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

export const shouldShrink = (blob: Blob): boolean => blob.size > SHRINK_ABOVE_BYTES && blob.type.startsWith('image/');

/**
 * A phone photo made small enough to queue and send on a poor network: drawn upright (EXIF orientation applied) at
 * most `maxEdge` pixels long as a JPEG. The time and GPS travel beside the photo, not in its EXIF. Any failure (a
 * format the browser cannot decode, no canvas) keeps the original: the server decides what it accepts.
 */
export const shrinkPhoto = async (file: File, maxEdge = PHOTO_MAX_EDGE): Promise<File> => {
  if (!shouldShrink(file) || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = fitWithin(bitmap.width, bitmap.height, maxEdge);
    const canvas = document.createElement('canvas');
    Object.assign(canvas, size);
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.\w+$/, '') || 'photo'}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  }
};
