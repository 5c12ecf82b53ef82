export { quoteRequestSchema } from '@freight/contracts';
