import { MAX_IMAGES } from '@setspot/domain/common/constants';
import { ImagePlus } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { cn } from '../../../lib/cn';
import { PhotoPicker } from './photo-picker';

type PhotoDropZoneProps = { count: number; onFiles: (files: File[]) => void; describedBy?: string };

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** Photos come in by the file picker or by dropping files here (spec: picker and drag and drop). */
export function PhotoDropZone({ count, onFiles, describedBy }: PhotoDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse shortcut; the picker button inside is the accessible way in.
    <div
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        onFiles([...event.dataTransfer.files]);
      }}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
        dragging ? 'border-primary bg-primary-soft' : 'border-input bg-muted/40',
      )}
    >
      <ImagePlus aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-medium">Drag and drop photos here</p>
      <p className="text-sm text-muted-foreground">JPEG, PNG, WebP and other image files, up to 10MB each</p>
      <PhotoPicker variant="outline" onFiles={onFiles} describedBy={describedBy}>
        Choose photos
      </PhotoPicker>
      <p className="text-sm text-muted-foreground">
        {count} of {MAX_IMAGES} photos
        {count >= MAX_IMAGES ? ' (remove one to add another)' : ''}
      </p>
    </div>
  );
}
