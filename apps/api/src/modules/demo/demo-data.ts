// The spec's built-in sample set (section 3): loft, suburban home, warehouse and coffee shop
// at 350, 450, 600 and 550 a day, with sample owners and reviews. Seeded into the database,
// never served as fallback answers (architecture section 2).

export const DEMO_PASSWORD = 'Film-Locations-2026';
/**
 * DEMO_PASSWORD hashed once with Better Auth's hashPassword (scrypt, salt:key), so a first start does
 * not spend most of a second deriving it. The password is public, so its hash is no secret either;
 * the demo test signs in with DEMO_PASSWORD and so checks the two still match.
 */
export const DEMO_PASSWORD_HASH =
  '36dbdbfc2fed4d2f19f44d1605179831:ec33c6efe0aab20a91121c9ab714ce77d660e307daf4366f43b9da8e5ed254dcb8a71189e5b0554dc443df7d384044172e438568814eb16766f96d7351929a2f';

export const demoPeople = [
  {
    key: 'demoOwner',
    email: 'owner@setspot.example',
    firstName: 'Olivia',
    lastName: 'Owner',
    userType: 'owner',
  },
  {
    key: 'demoFilmmaker',
    email: 'filmmaker@setspot.example',
    firstName: 'Felix',
    lastName: 'Filmmaker',
    userType: 'filmmaker',
  },
  {
    key: 'maria',
    email: 'maria.gonzalez@setspot.example',
    firstName: 'Maria',
    lastName: 'Gonzalez',
    userType: 'owner',
  },
  {
    key: 'jordan',
    email: 'jordan.lee@setspot.example',
    firstName: 'Jordan',
    lastName: 'Lee',
    userType: 'filmmaker',
  },
  {
    key: 'sam',
    email: 'sam.patel@setspot.example',
    firstName: 'Sam',
    lastName: 'Patel',
    userType: 'filmmaker',
  },
] as const;

/** The development operator (ADR 0038); its profile is a filmmaker's, as every account has a type. */
export const DEMO_OPERATOR = {
  email: 'admin@setspot.example',
  firstName: 'Ada',
  lastName: 'Admin',
  userType: 'filmmaker',
};

export type DemoPersonKey = (typeof demoPeople)[number]['key'];

type DemoLocation = {
  owner: DemoPersonKey;
  title: string;
  type: string;
  price: string;
  description: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  timezone: string;
  squareFootage: number;
  roomCount: number;
  features: string[];
  amenities: string[];
  rules: string[];
  ceilingHeight: string;
  powerCapacity: string;
  naturalLight: string;
  noiseLevel: string;
  parkingCapacity: number;
  maxCrewSize: number;
  loadInNotes: string;
  permitRequired: boolean;
  filmingRestrictions: string[];
  availableEquipment: string[];
  palette: [string, string];
  reviews: { by: DemoPersonKey; rating: number; comment: string; daysAgo: number }[];
};

export const demoLocations: DemoLocation[] = [
  {
    owner: 'demoOwner',
    title: 'Sunlit Industrial Loft',
    type: 'loft',
    price: '350.00',
    description:
      'A bright corner loft with exposed brick, 14-foot ceilings and a wall of factory windows facing east. Ideal for interviews, music videos and moody dramas.',
    address: '218 W 29th Street, Unit 5',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90007',
    timezone: 'America/Los_Angeles',
    squareFootage: 1800,
    roomCount: 3,
    features: ['High ceilings', 'Natural light', 'Open floor plan', 'Unique architecture'],
    amenities: ['WiFi', 'Kitchen', 'Bathroom', 'Power outlets', 'Heating'],
    rules: ['No smoking indoors', 'Quiet after 10 pm', 'Protect the floors under dollies and stands'],
    ceilingHeight: '14.0',
    powerCapacity: '3 x 20A circuits',
    naturalLight: 'Excellent',
    noiseLevel: 'Minimal street noise',
    parkingCapacity: 2,
    maxCrewSize: 15,
    loadInNotes: 'Freight elevator to the 5th floor; loading zone on 29th Street.',
    permitRequired: false,
    filmingRestrictions: ['No open flames', 'Crew of 15 at most'],
    availableEquipment: ['Blackout curtains', 'Two apple boxes', 'Steamer'],
    palette: ['#f59e0b', '#7c2d12'],
    reviews: [
      {
        by: 'jordan',
        rating: 5,
        comment: 'The morning light is unreal. Olivia was quick to answer every question.',
        daysAgo: 3,
      },
      {
        by: 'sam',
        rating: 4,
        comment: 'Great space for our interview setup; street noise was light.',
        daysAgo: 40,
      },
    ],
  },
  {
    owner: 'maria',
    title: 'Classic Suburban Family Home',
    type: 'house',
    price: '450.00',
    description:
      'A four-bedroom 1990s family home on a quiet cul-de-sac with a backyard, open kitchen and a two-car garage. Reads as "anywhere, USA".',
    address: '1427 Maple Grove Court',
    city: 'Pasadena',
    state: 'CA',
    zip: '91104',
    timezone: 'America/Los_Angeles',
    squareFootage: 2600,
    roomCount: 8,
    features: ['Outdoor space', 'Natural light', 'Vintage elements'],
    amenities: ['WiFi', 'Kitchen', 'Bathroom', 'Parking', 'A/C', 'Furniture'],
    rules: ['Shoes off upstairs', 'No filming in the primary bedroom', 'Wrap by 9 pm on weekdays'],
    ceilingHeight: '9.0',
    powerCapacity: 'Standard household, 200A panel',
    naturalLight: 'Good',
    noiseLevel: 'Very quiet',
    parkingCapacity: 4,
    maxCrewSize: 20,
    loadInNotes: 'Driveway fits two trucks; the side gate opens to the backyard.',
    permitRequired: true,
    filmingRestrictions: ['No stunts', 'Neighbours notified 48 hours ahead'],
    availableEquipment: ['Patio furniture', 'Ladder'],
    palette: ['#22c55e', '#14532d'],
    reviews: [
      {
        by: 'jordan',
        rating: 5,
        comment: 'Perfect family-drama house. Maria even lent us her dog for a scene!',
        daysAgo: 12,
      },
    ],
  },
  {
    owner: 'demoOwner',
    title: 'Raw Brick Warehouse',
    type: 'warehouse',
    price: '600.00',
    description:
      'Eight thousand square feet of open warehouse with steel trusses, roll-up doors and a concrete floor that takes heavy gear. Room for full sets.',
    address: '3300 E Olympic Boulevard',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90023',
    timezone: 'America/Los_Angeles',
    squareFootage: 8000,
    roomCount: 2,
    features: ['High ceilings', 'Open floor plan', 'Unique architecture'],
    amenities: ['Bathroom', 'Parking', 'Power outlets'],
    rules: ['Rigging only from the marked trusses', 'Sweep out at wrap'],
    ceilingHeight: '24.0',
    powerCapacity: '400A three-phase, tie-in available',
    naturalLight: 'Controlled/Blackout',
    noiseLevel: 'Moderate noise',
    parkingCapacity: 20,
    maxCrewSize: 80,
    loadInNotes: 'Two roll-up doors, truck-height dock, 14 ft clearance.',
    permitRequired: true,
    filmingRestrictions: ['Pyrotechnics only with a licensed operator'],
    availableEquipment: ['Scissor lift', 'Pipe and drape', 'Two rolling racks'],
    palette: ['#64748b', '#1e293b'],
    reviews: [{ by: 'sam', rating: 4, comment: 'Huge and flexible. Bring heaters in winter.', daysAgo: 75 }],
  },
  {
    owner: 'maria',
    title: 'Cozy Corner Coffee Shop',
    type: 'cafe/restaurant',
    price: '550.00',
    description:
      'A neighbourhood coffee shop with a long walnut counter, espresso bar and big street-facing windows. Available before opening and after close.',
    address: '901 Valencia Street',
    city: 'San Francisco',
    state: 'CA',
    zip: '94110',
    timezone: 'America/Los_Angeles',
    squareFootage: 1200,
    roomCount: 2,
    features: ['Natural light', 'Vintage elements', 'View'],
    amenities: ['WiFi', 'Kitchen', 'Bathroom', 'A/C', 'Furniture', 'Power outlets'],
    rules: ['Film before 7 am or after 6 pm', 'Do not move the espresso machine'],
    ceilingHeight: '11.5',
    powerCapacity: '4 x 20A circuits',
    naturalLight: 'Good',
    noiseLevel: 'Noisy area',
    parkingCapacity: 0,
    maxCrewSize: 10,
    loadInNotes: 'Street parking only; load in from the alley door.',
    permitRequired: false,
    filmingRestrictions: ['No food or drink props from outside vendors'],
    availableEquipment: ['Cups, saucers and pastries on request'],
    palette: ['#a16207', '#422006'],
    reviews: [],
  },
];
