import { downscalePhoto, NOT_A_PHOTO, PHOTO_TOO_LARGE, type Encoder } from './downscalePhoto';

const MB = 1024 * 1024;
const image = { width: 4000, height: 3000, close: jest.fn() };

beforeEach(() => {
  image.close.mockClear();
  global.createImageBitmap = jest.fn(async () => image) as unknown as typeof createImageBitmap;
});

const file = (bytes: number, type: string, name = 'photo') =>
  new File([new Uint8Array(bytes)], name, { type });

/** An encoder whose JPEG weighs `bytesAt(scale)`, recording the scales asked for. */
function encoder(bytesAt: (scale: number) => number) {
  const scales: number[] = [];
  const encode: Encoder = async (_image, scale) => {
    scales.push(scale);
    return new Blob([new Uint8Array(bytesAt(scale))], { type: 'image/jpeg' });
  };
  return { encode, scales };
}

describe('downscalePhoto', () => {
  it('sends a JPEG or PNG already under 2 MB as it is', async () => {
    const small = file(500_000, 'image/jpeg');
    const { encode, scales } = encoder(() => 1);
    expect(await downscalePhoto(small, encode)).toBe(small);
    expect(scales).toEqual([]);
  });

  it('brings a large photo to a 2560 px long edge, smaller again until it is at most 2 MB', async () => {
    const { encode, scales } = encoder((scale) => Math.round(6 * MB * scale));
    const sent = await downscalePhoto(file(7 * MB, 'image/jpeg'), encode);
    expect(sent.size).toBeLessThanOrEqual(2 * MB);
    expect(sent.type).toBe('image/jpeg');
    expect(scales[0]).toBeCloseTo(2560 / 4000);
    expect(scales).toHaveLength(4);
    expect(createImageBitmap).toHaveBeenCalledWith(expect.any(File), {
      imageOrientation: 'from-image',
    });
    expect(image.close).toHaveBeenCalled();
  });

  it('re-encodes a small photo of another type (HEIC, WebP) as JPEG', async () => {
    const { encode, scales } = encoder(() => 300_000);
    const sent = await downscalePhoto(file(900_000, 'image/heic'), encode);
    expect(sent.type).toBe('image/jpeg');
    expect(scales).toHaveLength(1);
  });

  it('refuses what is not a photo, and a photo that stays too large', async () => {
    await expect(
      downscalePhoto(file(10, 'application/pdf'), encoder(() => 1).encode),
    ).rejects.toThrow(NOT_A_PHOTO);
    await expect(
      downscalePhoto(file(9 * MB, 'image/png'), encoder(() => 3 * MB).encode),
    ).rejects.toThrow(PHOTO_TOO_LARGE);
  });
});
