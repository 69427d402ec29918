import { uploadingImages } from '@setspot/domain/images/image-texts';
import { Progress } from '../../../components/ui/progress';

/** Real upload progress while the photos are sent. Not a live region: the toast announces the upload once. */
export function UploadProgress({ share, count }: { share: number; count: number }) {
  const percent = Math.round(share * 100);
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-muted/40 p-4">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">{uploadingImages(count)}</span>
        <span className="text-muted-foreground">{percent}%</span>
      </div>
      <Progress value={percent} aria-label="Photo upload progress" />
    </div>
  );
}
