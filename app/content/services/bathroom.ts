import type { ServiceDetails } from "../schema";

export const service: ServiceDetails = {
  metaTitle: "Bathroom Remodeling in Weston, MA",
  metaDescription:
    "Bathroom remodels built to last: proper waterproofing, tile set by hand, ducted ventilation and custom vanities. Serving Weston, Wellesley, Newton and nearby.",
  summary:
    "Primary baths, hall baths and powder rooms rebuilt from the subfloor up, with waterproofing done right, careful tile work and vanities from our shop.",
  image: {
    art: "service-bathroom",
    alt: "Illustration of a bright bathroom with a glass-walled tiled shower, a freestanding tub and a wood vanity",
  },
  hero: {
    eyebrow: "Bathroom Remodeling",
    heading: "Bathrooms built right behind the tile",
    lead: "A good bathroom is mostly work you never see: a solid floor, a waterproof shower, a fan that actually vents outside. We do that part carefully, then make the part you do see look beautiful.",
  },
  facts: [
    { value: "2-4 weeks", label: "typical construction time" },
    { value: "10-15%", label: "of the project's cost added to resale value" },
    { value: "1", label: "point of contact from demo to final inspection" },
  ],
  intro: {
    heading: "What we find when we open up an older bathroom",
    paragraphs: [
      "Pull up the floor in a bathroom from the 1950s through the 1980s and you often find the same things: soft subfloor around the toilet, a mortar bed cracked over undersized joists, cast-iron drains near the end of their life and a fan that dumps moist air into the attic. In older homes we also see lead paint on trim and plaster walls that crumble once the tile comes off. We plan for all of it in the estimate, so there are no surprises halfway through.",
      "From there the bath goes back together in the right order. Joists are sistered where they need it, the plumbing is brought up to date, and every shower gets a continuous waterproofing membrane before a single tile goes on. Vanities, linen cabinets and medicine cabinet surrounds can come from our own woodshop, built to fit the room instead of forcing the room to fit a stock size.",
    ],
  },
  benefits: {
    heading: "Why a bathroom with us lasts",
    items: [
      {
        icon: "droplets",
        title: "Waterproofing you can trust",
        description:
          "Sheet or liquid membranes on every wet wall and shower floor, flood-tested before tile, with properly sloped pans and curbs.",
      },
      {
        icon: "layers",
        title: "A floor that stays flat",
        description:
          "We fix sagging or rotted framing and build a stiff subfloor, so large tile does not crack and grout lines stay tight.",
      },
      {
        icon: "thermometer",
        title: "Comfort built in",
        description:
          "Radiant floor heat, pressure-balanced valves and a quiet fan ducted outside on a timer or humidity sensor.",
      },
      {
        icon: "clock",
        title: "Kept on schedule",
        description:
          "Tile, glass and fixtures are ordered before demolition, so the room is not sitting open while you wait on a backorder.",
      },
    ],
  },
  featureLists: [
    {
      title: "What's included",
      items: [
        "Layout planning and a written, itemized scope",
        "Permits and inspections for plumbing and electrical work",
        "Demolition with dust barriers and floor protection through the house",
        "Framing and subfloor repair as needed",
        "Waterproofed shower walls and pan, tile set by our crew",
        "Fixtures, vanity, lighting, trim and paint, with a final walkthrough",
      ],
    },
    {
      title: "Popular upgrades",
      items: [
        "Curbless walk-in showers with linear drains",
        "Frameless glass shower enclosures",
        "Electric radiant floor heat under tile",
        "Freestanding or built-in soaking tubs",
        "Custom vanities and recessed medicine cabinets from our woodshop",
        "Wall blocking for grab bars now or later",
      ],
    },
  ],
  serviceTypes: [
    {
      title: "Primary bathroom",
      description:
        "The larger project: often reworking a closet or borrowing space from a bedroom to fit a double vanity, a real shower and a tub.",
      features: [
        "Layout changes and plumbing relocation",
        "Walk-in showers with benches, niches and glass",
        "Double vanities and linen storage built in our shop",
        "Separate toilet rooms where space allows",
      ],
    },
    {
      title: "Hall and kids' bathrooms",
      description:
        "Hard-working rooms that need to stand up to daily use. We favor durable tile, a tub-and-shower combination and storage that is easy to reach.",
      features: [
        "Tub replacement with a fully waterproofed tile surround",
        "Slip-resistant floor tile",
        "Vanities sized to the room with plenty of drawers",
        "Scheduled to keep at least one bathroom working in the house",
      ],
    },
    {
      title: "Powder rooms",
      description:
        "Small rooms where details show. Wainscoting, a wall-mounted sink or a furniture-style vanity can make a half bath feel finished.",
      features: [
        "Beadboard, board-and-batten or paneled wainscot",
        "Compact and wall-hung fixtures for tight spaces",
        "Decorative lighting and mirrors",
        "Quick turnaround with minimal disruption",
      ],
    },
    {
      title: "Accessible and age-in-place baths",
      description:
        "Bathrooms planned for the long term, so you can stay in the house you love without a second renovation down the road.",
      features: [
        "Curbless entries and wider doorways",
        "Comfort-height toilets and handheld shower heads",
        "Grab bars anchored to solid blocking",
        "Lever handles and good, even lighting",
      ],
    },
  ],
  process: {
    heading: "How a bathroom remodel runs",
    steps: [
      {
        step: 1,
        title: "Walkthrough and estimate",
        description:
          "We look at the room, check the floor and the plumbing below it where we can, and give you a free, itemized estimate.",
        icon: "search",
      },
      {
        step: 2,
        title: "Selections and ordering",
        description:
          "You choose tile, fixtures, vanity and glass with our help. We order everything before work starts so it is on hand when needed.",
        icon: "package",
      },
      {
        step: 3,
        title: "Demolition and repairs",
        description:
          "We seal off the room, take it down to the studs and joists, and repair framing, subfloor and plumbing. Rough inspections happen here.",
        icon: "hammer",
      },
      {
        step: 4,
        title: "Waterproofing and tile",
        description:
          "Cement board or foam board goes up, the membrane is applied and flood-tested, then tile is set and grouted.",
        icon: "droplets",
      },
      {
        step: 5,
        title: "Fixtures and finish",
        description:
          "Vanity, toilet, trim, glass, lighting and paint. We walk the finished room with you and close out every item on the punch list.",
        icon: "check",
      },
    ],
  },
  testimonial: {
    text: "Mark and his crew redid our primary bath and it is the nicest room in the house. They found rotted floor joists under the old tub, showed us the problem, and fixed it without drama or a surprise on the bill. The tile work is beautiful and the vanity they built fits the room perfectly.",
    author: "Jennifer M.",
    location: "Wellesley, MA",
    rating: 5,
  },
  cta: {
    heading: "Ready for a better bathroom?",
    text: "Send us a few photos or book a visit. We will walk the room with you and give you a free, itemized estimate.",
    secondary: { label: "Read what clients say", href: "/testimonials" },
  },
};
