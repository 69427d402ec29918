import { UserRound } from 'lucide-react';
import { cn } from '../../../lib/cn';

type ProfileAvatarProps = { src: string | null; className?: string };

/** The one avatar (product section 9), or a placeholder figure; decorative, the name is written beside it. */
export function ProfileAvatar({ src, className }: ProfileAvatarProps) {
  if (src) {
    return <img src={src} alt="" className={cn('shrink-0 rounded-full bg-muted object-cover', className)} />;
  }
  return (
    <span
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-muted text-muted-foreground',
        className,
      )}
    >
      <UserRound aria-hidden="true" className="size-1/2" />
    </span>
  );
}
