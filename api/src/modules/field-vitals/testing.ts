export { recordBeacon } from './service';
