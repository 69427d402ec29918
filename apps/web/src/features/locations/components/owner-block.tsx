import type { LocationDetail } from '@setspot/domain/listings/location-views';
import { Mail, Phone, UserRound } from 'lucide-react';

/** 'Location Owner': photo (or a placeholder), name, response rate and any contact they share. */
export function OwnerBlock({ owner }: { owner: LocationDetail['owner'] }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold">Location Owner</h2>
      <div className="flex items-center gap-4 rounded-xl border border-border p-4">
        {owner.image ? (
          <img
            src={owner.image}
            alt=""
            loading="lazy"
            className="size-14 rounded-full bg-muted object-cover"
          />
        ) : (
          <span className="grid size-14 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
            <UserRound aria-hidden="true" className="size-7" />
          </span>
        )}
        {/* min-w-0 and anywhere-wrapping: a long email address must not widen the page on a phone. */}
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold">{owner.name}</p>
          <p className="text-sm text-muted-foreground">{owner.responseRate}% response rate</p>
          {owner.email ? (
            <a
              href={`mailto:${owner.email}`}
              className="flex items-center gap-1.5 text-sm text-primary [overflow-wrap:anywhere] hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {owner.email}
            </a>
          ) : null}
          {owner.phone ? (
            <a
              href={`tel:${owner.phone}`}
              className="flex items-center gap-1.5 text-sm text-primary hover:underline"
            >
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {owner.phone}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
