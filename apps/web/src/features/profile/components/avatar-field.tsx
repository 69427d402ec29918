import { MAX_IMAGE_BYTES } from '@setspot/domain/common/constants';
import { fileExceedsSizeLimit, fileNotAnImage } from '@setspot/domain/images/image-texts';
import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ProfileAvatar } from './profile-avatar';

type AvatarFieldProps = {
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Removes the saved avatar at once (there is nothing to save for it). */
  onRemove: () => void;
  disabled?: boolean;
};

/**
 * Picks the one avatar image (product section 9) and previews it; the form uploads it on save. The
 * checks here only spare a round trip: the server judges the file by its content.
 */
export function AvatarField({ currentUrl, file, onFileChange, onRemove, disabled }: AvatarFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreviewUrl(file);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!picked) return;
    const problem = !picked.type.startsWith('image/')
      ? fileNotAnImage(picked.name)
      : picked.size > MAX_IMAGE_BYTES
        ? fileExceedsSizeLimit(picked.name)
        : null;
    setError(problem);
    if (!problem) onFileChange(picked);
  }

  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-2 text-sm font-medium">Profile photo</legend>
      <div className="flex flex-wrap items-center gap-4">
        <ProfileAvatar src={preview ?? currentUrl} className="size-20" />
        <div className="grid gap-2">
          <input
            ref={input}
            id={`${id}-input`}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Profile photo file"
            onChange={pick}
            disabled={disabled}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => input.current?.click()}
              disabled={disabled}
            >
              <ImageUp aria-hidden="true" />
              {currentUrl || file ? 'Change photo' : 'Upload photo'}
            </Button>
            {file ? (
              <Button type="button" variant="ghost" onClick={() => onFileChange(null)} disabled={disabled}>
                Keep current photo
              </Button>
            ) : currentUrl ? (
              <Button type="button" variant="ghost" onClick={onRemove} disabled={disabled}>
                Remove photo
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {file
              ? `Selected: ${file.name}. It is uploaded when you save.`
              : 'A square crop of any image up to 10 MB.'}
          </p>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** An object URL for the picked file, revoked when the file changes or the field goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
