import type { Location } from '../listings/location-schemas.ts';

/** A complete listing as the API would serialise it for a signed-in user. */
export function sampleLocation(): Location {
  return {
    id: 'loc-1',
    name: 'Sunlit Brooklyn Loft',
    description: 'A bright loft with exposed brick.',
    type: 'loft',
    pricePerDay: 350,
    pricePerHour: 45.5,
    pricingType: 'daily',
    squareFootage: 1800,
    rooms: 3,
    city: 'Brooklyn',
    state: 'NY',
    features: ['High ceilings', 'Natural light'],
    amenities: ['WiFi'],
    rules: ['No smoking', 'Quiet after 10pm'],
    images: ['/uploads/loc-1/a.webp'],
    owner: { id: 'owner-1', name: 'Maya Chen', image: null, responseRate: 95 },
    address: '12 Water St',
    zip: '11201',
    country: 'US',
    availability: { weekdays: true, weekends: false, holidays: false },
    bookedDates: [{ start: '2024-06-10', end: '2024-06-12' }],
    averageRating: 4.5,
    reviewCount: 2,
    ceilingHeight: 14.5,
    powerCapacity: '200A',
    naturalLightQuality: 'Excellent',
    noiseLevel: 'Minimal street noise',
    parkingCapacity: 2,
    loadInNotes: 'Freight elevator',
    permitRequired: true,
    filmingRestrictions: ['No open flames'],
    availableEquipment: ['C-stands'],
  };
}
