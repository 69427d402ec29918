import type { ListingFlow } from '@setspot/domain/listings/listing-steps';
import { RefreshCw } from 'lucide-react';
import type { PhotoItems } from '../hooks/use-photo-items';
import { PhotoDropZone } from './photo-drop-zone';
import { PhotoList } from './photo-list';
import { PhotoNotices } from './photo-notices';
import { PhotoPicker } from './photo-picker';

type PhotosStepProps = { photos: PhotoItems; flow: ListingFlow };

const NOTICES_ID = 'photo-notices';

/** Step 2 (product section 5): 1 to 4 photos, the first primary. Editing can also swap them all at once. */
export function PhotosStep({ photos, flow }: PhotosStepProps) {
  return (
    <div className="grid gap-5">
      <PhotoDropZone count={photos.items.length} onFiles={photos.add} describedBy={NOTICES_ID} />
      {flow === 'edit' ? <ReplaceAllPicker onFiles={photos.replaceAll} /> : null}
      <PhotoNotices id={NOTICES_ID} notices={photos.notices} />
      <PhotoList photos={photos} minItems={flow === 'edit' ? 1 : 0} />
      <p aria-live="polite" className="sr-only">
        {photos.announcement}
      </p>
    </div>
  );
}

function ReplaceAllPicker({ onFiles }: { onFiles: (files: File[]) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
      <PhotoPicker variant="secondary" size="sm" onFiles={onFiles} describedBy={NOTICES_ID}>
        <RefreshCw aria-hidden="true" />
        Replace all photos
      </PhotoPicker>
      <span>The new photos take the place of every current one when you save.</span>
    </div>
  );
}
