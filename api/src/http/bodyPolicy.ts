/**
 * Routes that accept a request body other than JSON. Every other route gets 415 for a non-JSON
 * body. Add one line per route; `:name` matches one path segment.
 * - 'multipart': multipart/form-data, parsed by the route itself (e.g. @koa/multer).
 * - 'raw': any content type, the route reads the stream itself.
 */
export interface BodyRule {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  accepts: 'multipart' | 'raw';
}

export const BODY_POLICY: BodyRule[] = [
  { method: 'PUT', path: '/api/objects/uploads/:uploadId', accepts: 'raw' },
  { method: 'POST', path: '/api/applications/driver', accepts: 'multipart' },
  { method: 'POST', path: '/api/applications/owner-operator', accepts: 'multipart' },
  { method: 'POST', path: '/api/admin/shipments/:id/documents', accepts: 'multipart' },
  { method: 'POST', path: '/api/fleetfolio/trips/:id/expenses', accepts: 'multipart' },
  { method: 'POST', path: '/api/fleetfolio/documents', accepts: 'multipart' },
];
