import { describe, expect, it, jest } from '@jest/globals';
import { createRemoteJson } from './remote-json.mjs';

const ENTRY = 'http://m.test/remoteEntry.js';
/** Lets a read under way finish, as time passing between two pages would. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRemoteJson', () => {
  it('answers with the last content read while it reads a 30 s old file again', async () => {
    let now = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    const fetchJson = jest
      .fn(/** @type {(url: string) => Promise<unknown>} */ (() => Promise.resolve(undefined)))
      .mockResolvedValueOnce({ version: 'old' })
      .mockResolvedValueOnce({ version: 'new' });
    const remoteJson = createRemoteJson(fetchJson);
    expect(await remoteJson(ENTRY, 'mf-manifest.json')).toEqual({ version: 'old' });
    expect(fetchJson).toHaveBeenCalledWith('http://m.test/mf-manifest.json');
    now = 10_000;
    expect(await remoteJson(ENTRY, 'mf-manifest.json')).toEqual({ version: 'old' });
    expect(fetchJson).toHaveBeenCalledTimes(1);
    now = 31_000;
    expect(await remoteJson(ENTRY, 'mf-manifest.json')).toEqual({ version: 'old' });
    expect(await remoteJson(ENTRY, 'mf-manifest.json')).toEqual({ version: 'new' });
    expect(fetchJson).toHaveBeenCalledTimes(2);
    clock.mockRestore();
  });

  it('leaves no wait timer behind once the file is answered', async () => {
    jest.useFakeTimers();
    const remoteJson = createRemoteJson(async () => ({ version: 'read' }));
    expect(await remoteJson(ENTRY, 'mf-manifest.json')).toEqual({ version: 'read' });
    expect(jest.getTimerCount()).toBe(0);
    jest.useRealTimers();
  });

  it('keeps the last good content when a read fails, until a read succeeds', async () => {
    let now = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    const fetchJson = jest
      .fn(/** @type {(url: string) => Promise<unknown>} */ (() => Promise.resolve(undefined)))
      .mockResolvedValueOnce({ version: 'first' })
      .mockRejectedValueOnce(new Error('remote restarting'))
      .mockResolvedValueOnce({ version: 'second' });
    const remoteJson = createRemoteJson(fetchJson);
    expect(await remoteJson(ENTRY, 'prerendered.json')).toEqual({ version: 'first' });
    now = 31_000;
    expect(await remoteJson(ENTRY, 'prerendered.json')).toEqual({ version: 'first' });
    await settled();
    expect(await remoteJson(ENTRY, 'prerendered.json')).toEqual({ version: 'first' });
    now = 62_000;
    await remoteJson(ENTRY, 'prerendered.json');
    await settled();
    expect(await remoteJson(ENTRY, 'prerendered.json')).toEqual({ version: 'second' });
    expect(fetchJson).toHaveBeenCalledTimes(3);
    clock.mockRestore();
  });

  it('asks again on the next page for a file it could not read yet, not 30 s later', async () => {
    const fetchJson = jest
      .fn(/** @type {(url: string) => Promise<unknown>} */ (() => Promise.resolve(undefined)))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ version: 'back' });
    const remoteJson = createRemoteJson(fetchJson);
    expect(await remoteJson(ENTRY, 'prerendered.json')).toBeNull();
    expect(await remoteJson(ENTRY, 'prerendered.json')).toEqual({ version: 'back' });
  });

  it('gives null for a file that cannot be read', async () => {
    const remoteJson = createRemoteJson(async () => {
      throw new Error('down');
    });
    expect(await remoteJson(ENTRY, 'prerendered.json')).toBeNull();
  });
});
