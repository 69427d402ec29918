import { ChevronDown, FolderHeart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { paths } from '../../config/paths';
import { filmmakerMenuItems } from './nav-items';

/** The desktop Dashboard drop-down for filmmakers (Radix handles keyboard and focus). */
export function FilmmakerMenu() {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          Dashboard
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" portal={false}>
        {filmmakerMenuItems.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              {Icon ? <Icon aria-hidden="true" /> : null}
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        {/* Scouting boards (ADR 0042): here, in the lazily loaded menu, not in the app shell. */}
        <DropdownMenuItem asChild>
          <Link to={paths.boards}>
            <FolderHeart aria-hidden="true" />
            Boards
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
