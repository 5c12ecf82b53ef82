import { DRIVER_PHOTO_MAX_BYTES } from '@freight/contracts';

/** Long edge of a re-encoded photo: a BOL's small print stays readable. */
const MAX_EDGE_PX = 2560;
const JPEG_QUALITY = 0.82;
/** Each retry shrinks the picture to this share of its width and height. */
const SHRINK = 0.75;
const ATTEMPTS = 6;

export const PHOTO_TOO_LARGE = 'This photo cannot be made smaller than 2 MB: take it again.';
export const NOT_A_PHOTO = 'This file is not a photo: take a picture of the paper.';

/** Draws the picture at `scale` and encodes it as JPEG. */
export type Encoder = (image: ImageBitmap, scale: number) => Promise<Blob>;

const encodeJpeg: Encoder = async (image, scale) => {
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(PHOTO_TOO_LARGE))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
};

const SENT_AS_IS = ['image/jpeg', 'image/png'];

/**
 * The photo as the phone sends it: at most 2 MB, JPEG or PNG (the API judges the type by
 * content). A JPEG or PNG already small enough goes as it is; any other is decoded (turned
 * upright by its EXIF orientation), its long edge brought to 2560 px at most, and encoded as
 * JPEG, smaller each time until it fits.
 */
export async function downscalePhoto(
  file: File,
  encode: Encoder = encodeJpeg,
  maxBytes = DRIVER_PHOTO_MAX_BYTES,
): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw new Error(NOT_A_PHOTO);
  if (SENT_AS_IS.includes(file.type) && file.size <= maxBytes) return file;
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(NOT_A_PHOTO);
  }
  try {
    let scale = Math.min(1, MAX_EDGE_PX / Math.max(image.width, image.height));
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const blob = await encode(image, scale);
      if (blob.size <= maxBytes) return blob;
      scale *= SHRINK;
    }
  } finally {
    image.close();
  }
  throw new Error(PHOTO_TOO_LARGE);
}
