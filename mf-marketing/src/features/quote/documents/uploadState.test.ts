import { uploadState } from './uploadState';

const progress = { uploadStarted: null };

describe('uploadState', () => {
  it.each([
    [{ progress }, 'waiting'],
    [{ progress: { ...progress, preprocess: { mode: 'indeterminate' } } }, 'preprocessing'],
    [{ progress: { uploadStarted: 1 } }, 'uploading'],
    [{ progress: { uploadStarted: 1 }, isPaused: true }, 'paused'],
    [{ progress, isPaused: true }, 'paused'],
    [{ progress: { uploadStarted: 1, uploadComplete: true, postprocess: {} } }, 'postprocessing'],
    [{ progress: { uploadStarted: 1, uploadComplete: true } }, 'complete'],
    [{ progress: { uploadStarted: 1 }, error: 'Non 2xx' }, 'error'],
  ] as const)('%j is %s', (file, state) => {
    expect(uploadState(file)).toBe(state);
  });
});
