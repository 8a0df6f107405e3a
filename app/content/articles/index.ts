import type { Article } from "../schema";

export const articles: Article[] = [
  {
    slug: "bathroom-remodel-planning-guide",
    title: "Planning a Bathroom Remodel: Budget, Layout and What's Behind the Walls",
    metaTitle: "Bathroom Remodel Planning Guide: Budget and Timeline",
    excerpt:
      "Where a bathroom budget really goes, which layout choices drive cost, why waterproofing and ventilation matter most, and what a realistic 2-4 week construction schedule looks like.",
    category: "Guide",
    date: "2025-08-08",
    readTime: "7 min read",
    image: {
      art: "article-bathroom-remodel-planning-guide",
      alt: "Illustration of a bathroom floor plan with tile samples and a tape measure",
    },
    relatedService: "bathroom",
  },
  {
    slug: "kitchen-remodel-planning-guide",
    title: "How to Plan a Kitchen Remodel: A Realistic Timeline from First Sketch to First Meal",
    metaTitle: "Kitchen Remodel Planning Guide and Timeline",
    excerpt:
      "Design, ordering and construction each take time. Here is an honest kitchen remodel timeline, the decisions to make early, and how older New England homes change the plan.",
    category: "Guide",
    date: "2025-08-08",
    readTime: "6 min read",
    image: {
      art: "article-kitchen-remodel-planning-guide",
      alt: "Illustration of cabinet sketches, a wall calendar and paint swatches on a drafting table",
    },
    relatedService: "kitchen",
  },
  {
    slug: "middlesex-county-best-roi-remodels",
    title: "Which Remodels Pay Off in Middlesex County? An Honest Look at Return on Investment",
    metaTitle: "Best ROI Remodels in Middlesex County, MA",
    excerpt:
      "Kitchens, bathrooms, additions and basements compared for homeowners in Weston, Newton, Concord and nearby towns, with the value figures commonly cited and the local factors behind them.",
    category: "Local",
    date: "2025-08-08",
    readTime: "6 min read",
    image: {
      art: "article-middlesex-county-best-roi-remodels",
      alt: "Illustration of a house on a county map with an upward arrow showing rising value",
    },
    relatedService: "additions",
  },
  {
    slug: "needs-vs-wants-home-improvement-guide",
    title: "Needs vs. Wants: How to Prioritize Home Improvements Without Regret",
    metaTitle: "Needs vs. Wants: Prioritizing Home Improvements",
    excerpt:
      "Roof, water, structure, safety and systems come first. A contractor's method for sorting must-fix items from the wish list, sequencing the work and budgeting for surprises.",
    category: "Guide",
    date: "2025-08-08",
    readTime: "6 min read",
    image: {
      art: "article-needs-vs-wants-home-improvement-guide",
      alt: "Illustration of a two-column checklist beside a toolbox and a small house",
    },
    relatedService: "whole-home",
  },
  {
    slug: "weston-ma-home-addition-permits-guide",
    title: "Adding On in Weston, MA: A Homeowner's Guide to Permits and Approvals",
    metaTitle: "Weston, MA Home Addition Permits Guide",
    excerpt:
      "Zoning, the Zoning Board of Appeals, demolition delay, wetlands, Title 5 septic review and the building permit: how an addition moves through approvals in Weston, and in what order.",
    category: "Local",
    date: "2025-08-08",
    readTime: "7 min read",
    image: {
      art: "article-weston-ma-home-addition-permits-guide",
      alt: "Illustration of a permit document with a town stamp lying on an addition blueprint",
    },
    relatedService: "additions",
  },
];
