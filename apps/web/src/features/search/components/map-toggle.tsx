import { List, Map as MapIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** 'Map' / 'List' on phones, 'Show map' / 'Hide map' beside the list on wider screens. */
export function MapToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const Icon = open ? List : MapIcon;
  return (
    <Button variant="outline" className="justify-self-start" aria-pressed={open} onClick={onToggle}>
      <Icon aria-hidden="true" className="size-4" />
      <span className="lg:hidden">{open ? 'List' : 'Map'}</span>
      <span className="max-lg:hidden">{open ? 'Hide map' : 'Show map'}</span>
    </Button>
  );
}
