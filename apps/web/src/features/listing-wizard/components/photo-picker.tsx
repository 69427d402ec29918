import type { ReactNode } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClasses } from '../../../components/ui/button';

type PhotoPickerProps = {
  variant: ButtonVariant;
  size?: ButtonSize;
  onFiles: (files: File[]) => void;
  /** The id of what tells why picked files were refused. */
  describedBy?: string;
  /** The button's text (and icon): what picking does. */
  children: ReactNode;
};

/** A button that opens the file picker for images, several at once. */
export function PhotoPicker({ variant, size, onFiles, describedBy, children }: PhotoPickerProps) {
  return (
    <label
      className={buttonClasses({
        variant,
        size,
        className:
          'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
      })}
    >
      <input
        type="file"
        accept="image/*"
        multiple
        aria-describedby={describedBy}
        className="sr-only"
        onChange={(event) => {
          onFiles([...(event.currentTarget.files ?? [])]);
          // Cleared so that choosing the same file again still fires a change.
          event.currentTarget.value = '';
        }}
      />
      {children}
    </label>
  );
}
