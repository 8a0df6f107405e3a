import type { ServiceDetails } from "../schema";

export const service: ServiceDetails = {
  metaTitle: "Custom Pool House Builders in Weston, MA",
  metaDescription:
    "Custom pool houses and cabanas with changing rooms, baths and outdoor kitchens, designed to match your home and built by a Weston builder.",
  summary:
    "Pool houses and cabanas with changing rooms, baths, storage and outdoor kitchens, designed to match the main house.",
  image: {
    art: "service-pool-houses",
    alt: "Illustration of a shingled pool house with French doors beside a blue pool",
  },
  hero: {
    eyebrow: "Pool Houses",
    heading: "Pool houses that look like they belong with your home",
    lead: "A good pool house is more than a shed with a bathroom. We design and build pool houses and cabanas with the same shingles, trim and rooflines as the main house, so the whole property feels like one place.",
  },
  facts: [
    { value: "Free", label: "site visit and design consultation" },
    { value: "1 point of contact", label: "from zoning to final inspection" },
    { value: "In-house", label: "woodshop for cabinetry and millwork" },
  ],
  intro: {
    heading: "A small building with a lot to do",
    paragraphs: [
      "A pool house has to handle wet feet, chlorine, humidity and strong sun all summer, then sit through a Massachusetts winter, often unheated. That calls for careful choices: cedar shingles or fiber cement siding, Azek or mahogany trim, porcelain tile floors with slip resistance, marine-grade finishes in the bath and a ventilation fan that runs on a humidity sensor.",
      "Pool houses also bring paperwork. Most towns we work in have setback rules for accessory buildings, and a bathroom means a tie-in to the sewer or a review of your septic system's capacity, sometimes with the Board of Health. We sort out zoning, building permits and utility runs before anyone breaks ground, so there are no surprises halfway through.",
    ],
  },
  benefits: {
    heading: "Why build a pool house with us",
    items: [
      {
        icon: "home",
        title: "Matched to your house",
        description:
          "Roof pitch, shingle exposure, window style and trim details taken from your main house so the pool house looks original to the property.",
      },
      {
        icon: "droplets",
        title: "Built for water",
        description:
          "Moisture-resistant materials, slip-resistant floors, proper drainage and good ventilation keep the building sound summer after summer.",
      },
      {
        icon: "file",
        title: "Permits handled",
        description:
          "Zoning setbacks, building permits, plumbing and electrical permits and any septic or conservation review, managed for you.",
      },
      {
        icon: "hammer",
        title: "Shop-built interiors",
        description:
          "Benches, towel cubbies, bar cabinets and paneling built in our own woodshop and finished for a damp environment.",
      },
    ],
  },
  featureLists: [
    {
      title: "Inside the pool house",
      items: [
        "Changing rooms with benches and hooks",
        "Full or half bath with an outdoor-access shower",
        "Kitchenette with a bar sink and under-counter refrigerator",
        "Built-in towel cubbies and storage for pool gear",
        "Equipment room for filters, pumps and heaters",
        "Beadboard or shiplap walls and vaulted ceilings",
      ],
    },
    {
      title: "Exterior details",
      items: [
        "Red or white cedar shingles, or fiber cement siding",
        "Azek trim, fascia and columns",
        "French doors or sliding glass doors to the pool deck",
        "Covered porch or pergola for shade",
        "Outdoor shower with a cedar enclosure",
        "Exterior lighting on timers or dimmers",
      ],
    },
  ],
  serviceTypes: [
    {
      title: "Full pool houses",
      description:
        "Year-round or seasonal buildings with a bath, kitchenette, sitting area and changing rooms, built on a full foundation.",
      features: [
        "Frost-depth foundation or slab with insulation",
        "Plumbing, electrical and optional heating",
        "Insulated for shoulder-season use",
        "Interiors finished like the main house",
      ],
    },
    {
      title: "Cabanas",
      description:
        "Smaller, open-air structures for shade, changing and storage, a lighter alternative when a full building is more than you need.",
      features: [
        "Open sides or folding doors",
        "Built-in benches and towel storage",
        "Outdoor shower and changing stall",
      ],
    },
    {
      title: "Outdoor kitchens and pergolas",
      description:
        "Cooking and dining spaces next to the pool, under a roof or a pergola, tied into the pool house for water and power.",
      features: [
        "Grill surrounds and stone counters",
        "Cedar or mahogany pergolas",
        "Ceiling fans, lighting and weather-rated outlets",
      ],
    },
  ],
  process: {
    heading: "From sketch to first swim",
    steps: [
      {
        step: 1,
        title: "Site and zoning review",
        description:
          "We look at the pool, the lot and the setbacks, check the septic or sewer, and confirm what your town allows before design starts.",
        icon: "map-pin",
      },
      {
        step: 2,
        title: "Design",
        description:
          "We draw the building to match the main house and plan plumbing, power and storage around how your family uses the pool.",
        icon: "pencil-ruler",
      },
      {
        step: 3,
        title: "Permits and scheduling",
        description:
          "We file for building, plumbing and electrical permits and schedule the work around your pool contractor and the season.",
        icon: "calendar",
      },
      {
        step: 4,
        title: "Construction",
        description:
          "Foundation, framing, roofing, siding, utilities and interior finishes, with the owner on site and inspections at each stage.",
        icon: "hard-hat",
      },
      {
        step: 5,
        title: "Final walk-through",
        description:
          "We pass final inspection, walk you through the building, and show you how to shut off and drain the plumbing for winter.",
        icon: "key",
      },
    ],
  },
  cta: {
    heading: "Start planning your pool house",
    text: "Schedule a free site visit. We will walk the property with you and talk through size, style and what your town allows.",
    secondary: { label: "About Kendal Green", href: "/about" },
  },
};
