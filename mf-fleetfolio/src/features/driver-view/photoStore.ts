import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Photos waiting in the outbox, in IndexedDB under their action's key: up to 2 MB each does not
 * fit localStorage (about 5 MB in all, text only), where the rest of the outbox lives.
 */
let store: UseStore | undefined;
const photos = () => (store ??= createStore('fleetfolio-driver', 'outbox-photos'));

export const keepPhoto = (key: string, photo: Blob) => set(key, photo, photos());
export const photoOf = (key: string) => get<Blob>(key, photos());
export const dropPhoto = (key: string) => del(key, photos());
