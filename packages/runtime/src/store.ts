import { configureStore } from '@reduxjs/toolkit';
import { freightApi } from './api/api';

/** The page's one store. The shell creates it; a remote started alone creates its own. */
export function createFreightStore() {
  return configureStore({
    reducer: { [freightApi.reducerPath]: freightApi.reducer },
    middleware: (getDefault) => getDefault().concat(freightApi.middleware),
  });
}

export type FreightStore = ReturnType<typeof createFreightStore>;
