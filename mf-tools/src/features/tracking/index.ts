export { TrackingPage } from './TrackingPage';
