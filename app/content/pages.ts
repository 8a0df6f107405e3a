import type { AboutPage, HomePage, PageIntros, ProcessPage } from "./schema";

export const homePage: HomePage = {
  hero: {
    eyebrow: "Weston, MA · Remodeling & Custom Woodworking",
    heading: "Careful remodeling for the houses west of Boston",
    lead: "Kitchens, baths, additions and built-ins for colonials, capes and antique homes, planned with you, built by our own crew and finished with cabinetry from our own woodshop.",
  },
  servicesIntro: {
    heading: "What We Build",
    lead: "From a single built-in bookcase to a full addition, every job gets the same crew, the same owner on site and the same attention to the details you'll live with every day.",
  },
  whyChooseUs: {
    heading: "Why Homeowners Choose Kendal Green",
    lead: "For more than 15 years we've worked in the older houses of Weston and the towns around it. These are the things our clients tell us made the difference.",
    points: [
      {
        icon: "hammer",
        title: "Expert Craftsmanship",
        description:
          "Mark is a carpenter by trade, and our cabinetry and built-ins come out of our own shop. Trim is scribed to wavy plaster walls, not caulked over.",
      },
      {
        icon: "handshake",
        title: "Personalized Service",
        description:
          "You deal with the owner from the first walk-through to the final punch list, and you always know who is in your house and why.",
      },
      {
        icon: "shield",
        title: "Licensed & Insured",
        description:
          "We are fully licensed and insured in Massachusetts, pull every permit the job needs and welcome the building inspector.",
      },
      {
        icon: "clock",
        title: "On-Time Delivery",
        description:
          "We plan the schedule before demolition starts, order long-lead items early and tell you right away if anything hidden in the walls changes the plan.",
      },
    ],
  },
  reviews: {
    heading: "What Our Neighbors Say",
    lead: "A 5.0 rating across 35+ reviews from homeowners in Weston, Wellesley, Newton and the towns nearby.",
  },
  processTeaser: {
    heading: "A Clear Process from First Visit to Final Walk-Through",
    text: "Before we swing a hammer you'll have a written scope, an itemized estimate and a schedule. During the build you'll hear from us every week, and when we finish we walk the job with you and come back for anything that isn't right.",
  },
};

export const aboutPage: AboutPage = {
  hero: {
    eyebrow: "About Kendal Green Builders",
    heading: "A carpenter's company, built one house at a time",
    lead: "Since 2010 we've been remodeling and building custom woodwork for homeowners in Weston and the towns around it, with the founder on site for every job.",
  },
  story: {
    heading: "Mark's Story",
    paragraphs: [
      "Mark Hollander started out as a finish carpenter, hanging doors, running crown and fitting stair parts in houses all over the western suburbs. Many of them were old colonials and capes where nothing was square and every piece of trim had to be scribed to fit. That work taught him patience, and it taught him how much a house tells you once you open up a wall.",
      "Along the way he set up a small woodshop so he could build the pieces he couldn't buy: cabinets sized to an odd alcove, a mantel to match one that was lost decades ago, bookshelves that fit under a sloped ceiling. The shop grew with the work, and today it builds the cabinetry and built-ins for most of our projects.",
      "In 2010 Mark founded Kendal Green Builders in Weston, named for the old village in the north part of town. The idea was simple: a small company that plans carefully, tells homeowners the truth about their house and builds to the standard he would want in his own.",
      "Fifteen years and more than 200 projects later, Mark is still on every job site. He walks the house with you at the first visit, checks the framing before the walls close up and is there for the final walk-through. When you call, you get the person who knows your project.",
    ],
  },
  mission: {
    quote:
      "Every house we work on was here before us and will be here after us. Our job is to leave it better built, more comfortable and more truly yours than we found it.",
    attribution: "Mark Hollander, Founder",
  },
  values: [
    {
      icon: "hammer",
      title: "Expert Craftsmanship",
      description:
        "We take the time to do the work right, from sistered joists you'll never see to the cabinet doors you'll open every morning.",
    },
    {
      icon: "heart",
      title: "Personal Touch",
      description:
        "You're not a job number. We learn how your family lives in the house and build around that, not around a catalog.",
    },
    {
      icon: "users",
      title: "Client Partnership",
      description:
        "We make decisions with you, explain the options in plain language and give you the information to choose what fits your house and budget.",
    },
    {
      icon: "shield",
      title: "Trust & Reliability",
      description:
        "We show up when we say we will, keep a clean site, put our pricing in writing and stand behind our work after the last invoice.",
    },
  ],
};

export const processPage: ProcessPage = {
  hero: {
    eyebrow: "How We Work",
    heading: "Our Remodeling Process",
    lead: "A remodel goes well when the planning is thorough and the communication is steady. Here is what working with us looks like, from the first visit to the last touch-up.",
  },
  phases: [
    {
      phase: "Pre-Construction",
      title: "Planning, Design and Pricing",
      description:
        "We start by walking the house with you, listening to what you want and looking hard at what's already there, from the framing to the wiring to the drainage.",
      details: [
        "A free consultation and walk-through at your home",
        "Careful measurements and a look at the existing structure and systems",
        "Design and material choices made with you, including shop-built cabinetry",
        "A written scope and a transparent, itemized estimate",
        "Permits, engineering and a schedule settled before work begins",
      ],
      highlight: "You know what you're getting, what it costs and when it will happen before we start.",
      icon: "clipboard",
    },
    {
      phase: "Construction",
      title: "Building It Right",
      description:
        "Our crew protects your home, keeps the site clean and works through the plan step by step, with Mark on site to check the work at every stage.",
      details: [
        "Floors, stairs and furnishings protected, with dust walls where needed",
        "Demolition, framing, rough plumbing and wiring by licensed trades",
        "Inspections scheduled and passed before walls are closed up",
        "Weekly updates on progress, schedule and any decisions coming up",
        "Cabinetry and built-ins made in our woodshop and fitted on site",
      ],
      highlight: "If we find something hidden in the walls, you hear about it the same day, with options.",
      icon: "hard-hat",
    },
    {
      phase: "Post-Construction",
      title: "Finishing and Follow-Through",
      description:
        "We don't consider a job done until you do. We walk the finished space with you, take care of every item on the punch list and stay in touch afterward.",
      details: [
        "A final walk-through together, room by room",
        "A punch list completed promptly and checked off with you",
        "Final inspections and permit sign-offs",
        "Care notes for new finishes, wood and fixtures",
        "A check-in after you have settled into the new space",
      ],
      highlight: "We stand behind our work long after the last invoice is paid.",
      icon: "key",
    },
  ],
  strengths: [
    {
      icon: "hard-hat",
      title: "Owner-Operator Present",
      description:
        "Mark is on site throughout your project, so the person who priced the job is the one making sure it's built right.",
    },
    {
      icon: "messages",
      title: "Open Communication",
      description:
        "You get a response within one business day and a regular update on progress, schedule and costs, with no surprises saved for the end.",
    },
    {
      icon: "search",
      title: "Quality Assurance",
      description: "We check framing, rough-ins and finish work at each stage, before the next trade covers it up.",
    },
    {
      icon: "thumbs-up",
      title: "Complete Satisfaction",
      description:
        "The job is finished when you're happy with it, and we come back to make it right if anything isn't.",
    },
  ],
};

export const pageIntros: PageIntros = {
  services: {
    eyebrow: "What We Do",
    heading: "Remodeling & Woodworking Services",
    lead: "Kitchens, bathrooms, basements, additions, siding and custom woodwork for the homes of Weston and the towns around it, all planned and built by one crew.",
  },
  portfolio: {
    eyebrow: "Our Work",
    heading: "Our Project Portfolio",
    lead: "A look at recent projects, from a pool house on ledge in Weston to an attic bedroom suite in Arlington. Filter by type of work to see what we've built.",
  },
  testimonials: {
    eyebrow: "Client Reviews",
    heading: "What Our Clients Say",
    lead: "We're proud to hold a 5.0 rating across 200+ reviews. Here is what homeowners say about working with us, in their own words.",
  },
  contact: {
    eyebrow: "Contact Us",
    heading: "Start a Conversation",
    lead: "Tell us about your house and what you have in mind. The consultation and estimate are free, and we'll get back to you within one business day.",
  },
  review: {
    eyebrow: "Leave a Review",
    heading: "Share Your Experience",
    lead: "If we've worked on your home, we'd be grateful to hear how it went. Your review helps your neighbors choose a contractor with confidence.",
  },
  joinTeam: {
    eyebrow: "Careers",
    heading: "Join Our Team",
    lead: "We're looking for carpenters who take pride in their work and apprentices who want to learn the trade properly, in real houses and in our own woodshop.",
    perks: [
      {
        icon: "calendar",
        title: "Steady, Year-Round Work",
        description:
          "A full schedule of interior and exterior projects keeps the crew busy through the winter, not just the building season.",
      },
      {
        icon: "drill",
        title: "An In-House Woodshop",
        description:
          "Build cabinetry, built-ins and millwork in our own shop, not just install what arrives on a truck.",
      },
      {
        icon: "lightbulb",
        title: "Paid Training",
        description:
          "Apprentices learn on the job alongside experienced carpenters, with paid time for training and licensing.",
      },
      {
        icon: "map-pin",
        title: "Local Jobs",
        description:
          "Our projects are in Weston and the nearby towns, so you spend your day working, not sitting in traffic.",
      },
    ],
  },
  resources: {
    eyebrow: "Resources",
    heading: "Planning Guides & Resources",
    lead: "Practical guides for planning a remodel in an older New England home, from budgeting a kitchen to knowing what to expect when the walls come open.",
  },
  faq: {
    heading: "Frequently Asked Questions",
    lead: "Answers to the questions homeowners ask us most about planning, permits, schedules and working with our crew.",
  },
};
