import type { ServiceDetails } from "../schema";

export const service: ServiceDetails = {
  metaTitle: "Custom Woodworking & Built-Ins in Weston, MA",
  metaDescription:
    "Custom cabinetry, built-in bookcases, window seats, mantels and paneling, designed for your house and built in our own Weston woodshop.",
  summary:
    "Cabinetry, bookcases, window seats, mantels and paneling, built in our Weston shop and fitted to the walls of your house.",
  image: {
    art: "service-woodworking",
    alt: "Illustration of a woodworking bench with a hand plane, chisels and a walnut board",
  },
  hero: {
    eyebrow: "Custom Woodworking",
    heading: "Custom woodworking and built-ins, made in our Weston shop",
    lead: "Mark Hollander started out as a carpenter, and the woodshop is still the heart of the business. We design, build and install cabinetry and built-ins that look like they came with the house, because they were made for it.",
  },
  facts: [
    { value: "In-house", label: "woodshop in Weston" },
    { value: "Free", label: "design consultation" },
    { value: "1 point of contact", label: "from first sketch to final coat" },
  ],
  intro: {
    heading: "Built for your walls, not pulled from a catalog",
    paragraphs: [
      "Older New England houses are rarely square. A 1790s farmhouse in Lincoln can have a floor that drops an inch across a room, and a 1950s cape in Needham has plaster walls that wander. Stock cabinets leave gaps that get filled with trim and caulk. Everything we build starts with careful measurements in your home, then gets scribed on site so it meets the walls, floors and ceilings tightly.",
      "Because we build in our own shop, we control the whole job: the lumber we buy, the joinery, the finish and the installation. You talk to the same people from the first sketch to the last coat of finish, and if a drawer needs adjusting a year later, you know exactly who to call.",
    ],
  },
  benefits: {
    heading: "Why homeowners bring their woodwork to us",
    items: [
      {
        icon: "ruler",
        title: "Made to fit",
        description:
          "Every piece is sized to the room, scribed to uneven walls and floors, and detailed to match the trim already in your house.",
      },
      {
        icon: "trees",
        title: "Real materials",
        description:
          "Solid hardwoods such as white oak, cherry, walnut and maple, with cabinet-grade plywood where it makes sense and no particleboard boxes.",
      },
      {
        icon: "hammer",
        title: "Joinery that lasts",
        description:
          "Dovetailed drawers, dadoed shelves and face frames glued and pinned, built to carry books and dishes for decades without sagging.",
      },
      {
        icon: "paint",
        title: "Finishes done right",
        description:
          "Sprayed paint or hand-rubbed oil and catalyzed varnish, applied in the shop where dust and temperature are under control.",
      },
    ],
  },
  featureLists: [
    {
      title: "Woods and materials we work with",
      items: [
        "Quartersawn and rift-sawn white oak",
        "Cherry, walnut and hard maple",
        "Paint-grade poplar and maple for painted work",
        "Reclaimed chestnut and heart pine from old New England barns",
        "Baltic birch and hardwood-veneer plywood for cabinet boxes",
        "Soapstone, butcher block and stone tops coordinated with our fabricators",
      ],
    },
    {
      title: "Details that make a built-in feel original",
      items: [
        "Inset doors and drawers with even reveals",
        "Beaded face frames and raised or flat panels",
        "Crown and base profiles matched to your existing trim",
        "Soft-close, full-extension drawer slides",
        "Integrated LED lighting and hidden outlets",
        "Adjustable shelves on solid brass pins",
      ],
    },
  ],
  serviceTypes: [
    {
      title: "Built-ins and cabinetry",
      description:
        "Bookcases, window seats, media walls and kitchen or pantry cabinets built to the room and installed as part of the house.",
      features: [
        "Measured and drawn for your specific room",
        "Scribed to walls, floors and ceilings on site",
        "Painted or stained to match existing trim",
        "Outlets, lighting and speaker wiring planned in",
      ],
    },
    {
      title: "Architectural millwork",
      description:
        "Wainscoting, paneling, coffered ceilings, mantels and stair parts that give a room the character of a well-built older home.",
      features: [
        "Profiles matched to original trim in antique homes",
        "Raised-panel and board-and-batten wainscoting",
        "Coffered and beamed ceilings laid out to the room",
        "Mantels sized to meet fireplace clearance rules",
      ],
    },
    {
      title: "Furniture-grade pieces",
      description:
        "Vanities, butcher-block tops, dining benches and freestanding pieces built with the same joinery as fine furniture.",
      features: [
        "Solid hardwood with traditional joinery",
        "Moisture-resistant finishes for baths and kitchens",
        "Live-edge and bookmatched tops on request",
      ],
    },
  ],
  process: {
    heading: "How a custom piece comes together",
    steps: [
      {
        step: 1,
        title: "Design & Planning",
        description:
          "We measure the room, talk through how you will use the piece, and draw it to scale so you can see proportions, door styles and storage before any wood is cut.",
        icon: "pencil-ruler",
      },
      {
        step: 2,
        title: "Material Selection",
        description:
          "You choose the species, finish and hardware with samples in hand. We pick boards for grain and color ourselves and let them acclimate in the shop before milling.",
        icon: "trees",
      },
      {
        step: 3,
        title: "Master Craftsmanship",
        description:
          "We build and finish the piece in our Weston shop, then install it in your home, scribing it to fit and leaving every door and drawer adjusted and running smoothly.",
        icon: "hammer",
      },
    ],
  },
  offerings: [
    {
      title: "Custom cabinetry",
      description:
        "Kitchen, pantry and bar cabinets with face-frame or frameless boxes, inset or overlay doors, and interiors planned around what you store.",
    },
    {
      title: "Built-in bookcases",
      description:
        "Floor-to-ceiling shelving for libraries, dens and stair halls, with shelves thick enough to hold books without bowing.",
    },
    {
      title: "Window seats",
      description:
        "Cushioned seats in bay windows and dormers, with lift-up lids or drawers below and heat registers vented through the toe kick.",
    },
    {
      title: "Mantels and fireplace surrounds",
      description:
        "Federal, Greek Revival or simple Shaker mantels, built to respect the clearances to combustibles around the firebox.",
    },
    {
      title: "Wainscoting and paneling",
      description:
        "Raised-panel, flat-panel, beadboard and board-and-batten wainscoting for dining rooms, halls and stairwells.",
    },
    {
      title: "Coffered ceilings",
      description:
        "Beam grids laid out to center on the room, its windows and its light fixtures, with crown and panel detail to suit the style of the house.",
    },
    {
      title: "Custom vanities",
      description:
        "Bathroom vanities in solid wood with finishes that stand up to steam, built around your sinks, plumbing and drawer needs.",
    },
    {
      title: "Entertainment centers",
      description:
        "Media walls and cabinets with ventilated equipment bays, concealed wiring and doors that hide the screen when it is off.",
    },
    {
      title: "Mudroom lockers",
      description:
        "Open lockers with benches, hooks, boot trays and cubbies above, sized for a busy family coming in from the driveway.",
    },
    {
      title: "Stair parts and railings",
      description:
        "Treads, risers, newel posts, balusters and handrails, replaced or built new to match an original staircase and meet code.",
    },
  ],
  whyChoose: [
    "Everything built in our own Weston woodshop",
    "Owner Mark Hollander on every project",
    "Solid hardwood and real joinery",
    "Scribed to fit older, out-of-square houses",
    "Trim matched to your existing millwork",
    "Transparent, itemized pricing",
  ],
  cta: {
    heading: "Start with a free woodworking consultation",
    text: "Tell us about the room and what you have in mind. We will come out, measure, and talk through ideas and options at no cost.",
    secondary: { label: "View Our Portfolio", href: "/portfolio" },
  },
};
