export { uploadRoutes } from './routes';
export { QUOTE_DOCUMENT_OWNER } from './service';
export { unclaimedDocumentsPurge } from './purge';
