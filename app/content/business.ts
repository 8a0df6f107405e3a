/**
 * The business's identity, claims and constants: the ONE place to change a
 * phone number, an address, the hours or a headline claim. Every page reads
 * these values from here.
 */

export const business = {
  name: "Kendal Green Builders",
  shortName: "Kendal Green",
  legalName: "Kendal Green Builders LLC",
  tagline: "Home remodeling and custom woodworking in Weston, MA",
  founder: "Mark Hollander",
  foundingYear: 2010,
  blurb:
    "A Weston-based remodeling and custom woodworking company. One owner on site, one crew that knows your house, and cabinetry built in our own shop.",
  /** the main line, shown 09:00-17:00 US Eastern */
  phone: { display: "(781) 555-0142", e164: "+17815550142" },
  /** shown outside 09:00-17:00 US Eastern */
  afterHoursPhone: { display: "(781) 555-0187", e164: "+17815550187" },
  email: "hello@kendalgreenbuilders.com",
  address: {
    street: "48 Church Street",
    city: "Weston",
    region: "MA",
    postalCode: "02493",
    country: "US",
  },
  geo: { latitude: 42.3668, longitude: -71.3031 },
  counties: ["Middlesex", "Norfolk"],
  serviceRadiusMiles: 25,
  /** the hours printed on the contact page */
  hoursDisplay: [
    { days: "Monday - Friday", hours: "7:00 AM - 6:00 PM" },
    { days: "Saturday", hours: "8:00 AM - 4:00 PM" },
    { days: "Sunday", hours: "Closed" },
  ],
  /** the hours published in structured data */
  hoursStructured: [
    { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "17:00" },
    { days: ["Saturday"], opens: "09:00", closes: "15:00" },
  ],
  /** the phone switch: main line from `start` (inclusive) to `end` (exclusive), US Eastern time */
  phoneHours: { start: 9, end: 17 },
  payments: ["Cash", "Check", "Credit Card"],
  currency: "USD",
  priceRange: "$$$$",
  copyrightYear: 2025,
  licence: "Licensed and insured in Massachusetts · MA CSL #108842 · HIC #196530",
  social: {
    googleReviewUrl: "https://g.page/r/kendal-green-builders/review",
    facebookUrl: "https://www.facebook.com/kendalgreenbuilders",
  },
} as const;

/** The headline claims. Both review counts appear, as on the old site. */
export const claims = {
  rating: "5.0",
  reviewsShort: "35+",
  reviewsLong: "200+",
  years: "15+",
  projects: "200+",
  licensed: "100%",
  /** the review count published in structured data */
  structuredReviewCount: 35,
  responseTime: "1 business day",
} as const;

/** The promises of the contact page and the copy. */
export const promises = [
  "Free initial consultation and estimate",
  `A response within ${claims.responseTime}`,
  "Licensed and insured in Massachusetts",
  "Transparent, itemized pricing",
] as const;

export const serviceAreaLine = `Proudly serving ${business.address.city} and all of ${business.counties[0]} & ${business.counties[1]} Counties`;
