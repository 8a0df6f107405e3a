import type { ServiceDetails } from "../schema";

export const service: ServiceDetails = {
  metaTitle: "Basement Finishing in Weston, MA",
  metaDescription:
    "Dry, warm, code-compliant finished basements: moisture control first, then egress, insulation, ductwork and built-ins. Serving Weston and nearby towns.",
  summary:
    "Turn an unused basement into a dry, warm family room, office or guest suite, starting with moisture control and finishing with built-ins from our shop.",
  image: {
    art: "service-basement",
    alt: "Illustration of a finished basement family room with a sofa, built-in shelving and recessed lights",
  },
  hero: {
    eyebrow: "Basement Finishing",
    heading: "Finished basements that stay dry and feel like the rest of the house",
    lead: "A basement is only worth finishing if it stays dry. We deal with water, insulation and egress first, then build a space with real ceilings, good light and storage that works.",
  },
  facts: [
    { value: "6-10 weeks", label: "typical construction time" },
    { value: "Free", label: "consultation and itemized estimate" },
    { value: "1", label: "crew from moisture work to final trim" },
  ],
  intro: {
    heading: "We start with the foundation, not the drywall",
    paragraphs: [
      "Basements around here come in every kind: poured concrete in a 1970s colonial, concrete block in a ranch, fieldstone and mortar under an antique farmhouse, and plenty of houses sitting on ledge that pushes water around the foundation every spring. Before we frame a wall we look for efflorescence, stains and old water lines, check the grading and gutters outside, and talk with you about what happens in a heavy rain or a snowmelt.",
      "Then we solve the problems in order. Water gets managed first, with exterior fixes, interior drainage or a sump where needed and a dehumidifier sized to the space. Walls are insulated with rigid foam against the concrete rather than fiberglass that traps moisture. Only then do we frame, wire and finish, so the room you use is warm, quiet and free of that basement smell.",
    ],
  },
  benefits: {
    heading: "What sets our basements apart",
    items: [
      {
        icon: "droplets",
        title: "Moisture control first",
        description:
          "Grading and gutter fixes, interior drainage, sump pumps, vapor control and dehumidification, chosen for your foundation and your water.",
      },
      {
        icon: "thermometer",
        title: "Insulated the right way",
        description:
          "Rigid foam on foundation walls, sealed rim joists and a subfloor system that keeps your feet off cold concrete.",
      },
      {
        icon: "key",
        title: "Safe, legal egress",
        description:
          "Egress windows with proper wells, or a walkout door, so bedrooms and living space meet code and there is a second way out.",
      },
      {
        icon: "ruler",
        title: "Every inch of headroom",
        description:
          "Living space needs about seven feet of ceiling height under code. We reroute ducts and pipes where we can and box the rest in tidy soffits.",
      },
    ],
  },
  featureLists: [
    {
      title: "What's included",
      items: [
        "Moisture assessment and a plan to keep the space dry",
        "Building, electrical and plumbing permits, with all inspections",
        "Rigid foam insulation, air-sealed rim joists and fire blocking",
        "Framing, drywall, ceilings and trim",
        "Lighting, outlets and heat or air conditioning extended to the new space",
        "Mechanical room and storage left accessible for service",
      ],
    },
    {
      title: "Popular upgrades",
      items: [
        "Built-in media walls, bookcases and window seats from our woodshop",
        "Guest suites with a bedroom and full bathroom",
        "Home offices and home gyms with rubber flooring",
        "Wet bars with a small sink and beverage fridge",
        "Luxury vinyl plank or engineered flooring rated for below grade",
        "Sound insulation in the ceiling to quiet the floor above",
      ],
    },
  ],
  serviceTypes: [
    {
      title: "Family and media rooms",
      description:
        "The most common basement we build: an open room for movies, games and the kids' friends, with storage for everything that used to live on the stairs.",
      features: [
        "Dimmable recessed lighting on separate zones",
        "Prewiring for TV, speakers and network",
        "Built-in cabinets and shelving",
        "Durable floors that handle a damp boot",
      ],
    },
    {
      title: "Guest suites and bedrooms",
      description:
        "A legal bedroom needs an egress opening, adequate ceiling height and smoke and carbon monoxide alarms. We plan for all of it from the first drawing.",
      features: [
        "Egress windows cut into concrete or block with a proper well",
        "Full or three-quarter bathroom, with an ejector pump if drains sit below the sewer line",
        "Closet and storage built in",
        "Interconnected smoke and CO alarms",
      ],
    },
    {
      title: "Offices, gyms and hobby rooms",
      description:
        "Quiet, separate spaces away from the main floor. We pay attention to lighting, sound and power, since these rooms get used for hours at a time.",
      features: [
        "Extra circuits for equipment and computers",
        "Sound-dampened ceilings and solid-core doors",
        "Rubber or cork flooring for gyms",
        "Good task lighting without glare",
      ],
    },
  ],
  process: {
    heading: "How a basement is finished",
    steps: [
      {
        step: 1,
        title: "Inspect and plan",
        description:
          "We check for water, measure ceiling heights under the beams and ducts, and locate the mechanicals before drawing a layout and estimate.",
        icon: "search",
      },
      {
        step: 2,
        title: "Dry it out",
        description:
          "Drainage, sump, grading or gutter fixes go in first, along with the dehumidifier, so the space is dry before anything gets covered up.",
        icon: "droplets",
      },
      {
        step: 3,
        title: "Egress and mechanicals",
        description:
          "Egress windows are cut in, ductwork and pipes are rerouted or boxed, and wiring and plumbing are roughed in and inspected.",
        icon: "wrench",
      },
      {
        step: 4,
        title: "Insulate, frame and close up",
        description:
          "Rigid foam goes on the walls, rim joists are sealed, framing and fire blocking follow, then insulation and drywall inspections.",
        icon: "layers",
      },
      {
        step: 5,
        title: "Finish and built-ins",
        description:
          "Flooring, trim, doors, paint, lighting and any built-ins from our shop. We walk the room with you and finish the punch list.",
        icon: "sparkles",
      },
    ],
  },
  cta: {
    heading: "Put your basement to work",
    text: "We will look at your foundation, talk through what you want the space to be and give you a free, itemized estimate.",
    secondary: { label: "See how we work", href: "/process" },
  },
};
