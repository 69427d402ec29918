import { useParams } from 'react-router';
import { BookingPanelPlaceholder } from '../../features/locations/components/booking-panel-placeholder';
import { LocationDetailPage } from '../../features/locations/components/location-detail-page';

/** The booking panel's place holds a placeholder until the bookings feature supplies the panel. */
export function LocationRoute() {
  const { id = '' } = useParams();
  return (
    <LocationDetailPage
      key={id}
      id={id}
      renderBookingPanel={(location) => <BookingPanelPlaceholder pricePerDay={location.pricePerDay} />}
    />
  );
}
