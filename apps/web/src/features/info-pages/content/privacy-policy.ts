import type { InfoSection } from './types';

export const privacySections: readonly InfoSection[] = [
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    bullets: [
      'Account details: your name, email address, password (stored only as a secure hash) and whether you are a filmmaker or an owner.',
      'Profile details you choose to add: phone number, bio, timezone, preferred contact method, avatar and notification settings.',
      'Listings: address, photos, description, prices, availability, rules and production details.',
      'Bookings and messages: dates, project details, crew size, special requests, reviews and the messages you exchange.',
      'Payments: the status and amount of each payment. Card details are handled by our payment provider; we never see your full card number.',
      'Technical data: a session cookie that keeps you signed in, and error reports that help us fix problems.',
    ],
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use it',
    bullets: [
      'To run your account, show listings, process bookings and payments, and deliver messages.',
      'To send the emails the service needs: address confirmation, booking requests, approvals, rejections and cancellations, and new messages if you turn email notifications on.',
      'To keep SetSpot safe, prevent fraud and resolve disputes.',
    ],
    after: ['We do not sell your personal data, and we do not use it for third-party advertising.'],
  },
  {
    id: 'who-sees-what',
    heading: 'Who sees what',
    bullets: [
      "Visitors see a listing's state, description, photos and daily price. Signed-in members also see the full address.",
      'The other party to a booking sees your name and your booking details. Your email and phone number are shown only if you make them visible in your settings.',
      'Service providers that run parts of SetSpot for us (hosting, file storage, email and payments) process data only on our instructions.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    paragraphs: [
      'We use a secure, http-only session cookie to keep you signed in, and a cookie that remembers whether your dashboard sidebar is open (kept for 7 days). We do not use advertising or tracking cookies.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    paragraphs: [
      "We keep your data while your account is open. When you delete your account, we delete your profile and listings and cancel future bookings; messages you sent stay visible to the other person under 'Deleted user'. We keep payment records as long as tax and accounting law requires.",
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    paragraphs: [
      'You can see and correct most of your data in your profile settings, and delete your account at any time. You can also ask us for a copy of your data, or to correct, restrict or erase it.',
      [
        'Send privacy requests through our ',
        { to: '/contact', label: 'contact form' },
        '. We answer privacy requests within 48 hours.',
      ],
    ],
  },
  {
    id: 'security',
    heading: 'Security',
    paragraphs: [
      'Connections are encrypted, passwords are hashed, and access to personal data is limited to the people who need it to run SetSpot.',
    ],
  },
  {
    id: 'children',
    heading: 'Children',
    paragraphs: ['SetSpot is for adults. You must be at least 18 to create an account.'],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    paragraphs: [
      'If we change this policy in a way that matters, we will tell you by email before it takes effect.',
    ],
  },
];
