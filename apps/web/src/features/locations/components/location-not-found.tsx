import {
  LOCATION_NOT_FOUND_DESCRIPTION,
  LOCATION_NOT_FOUND_TITLE,
} from '@setspot/domain/listings/location-texts';
import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** Product section 2, missing location. */
export function LocationNotFound() {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-muted text-muted-foreground">
        <MapPinOff aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{LOCATION_NOT_FOUND_TITLE}</h1>
      <p className="text-muted-foreground">{LOCATION_NOT_FOUND_DESCRIPTION}</p>
      <Link to={paths.search} className={buttonClasses({})}>
        Browse All Locations
      </Link>
    </div>
  );
}
