// Moved to the shared components: every infinite list (ads, jobs) uses it.
export { EndMarker } from '../../../components/end-marker';
