import { lazy, Suspense } from 'react';
import type { ImagePickerProps } from './image-picker';

// Its own chunk, asked for as soon as a form that shows it loads: the text fields come first.
const loadPicker = () => import('./image-picker');
void loadPicker();
const Picker = lazy(() => loadPicker().then((m) => ({ default: m.ImagePicker })));

/** `ImagePicker`, loaded beside the form instead of with it; its place is kept meanwhile. */
export function LazyImagePicker(props: ImagePickerProps) {
  return (
    <Suspense fallback={<div className="min-h-24" aria-hidden="true" />}>
      <Picker {...props} />
    </Suspense>
  );
}
