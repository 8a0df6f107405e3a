/**
 * What both forms say around their fields: the privacy line beside each submit
 * button, the messages of a send that failed, the photo rules, and the
 * thank-you page a visitor lands on after posting without JavaScript.
 */
export const formCopy = {
  /** beside each submit button */
  privacy: {
    inquiry: "We use your details only to reply about your project. We never share them or add you to a mailing list.",
    job: "We use your details only to consider your application and contact you about it. We never share them.",
  },
  sending: "Sending…",
  sendingAgain: "Still trying to reach our office…",
  failure: {
    /** the reasons a send failed, in words a visitor understands */
    reasons: {
      network: "Your device could not reach our office (no connection, or the connection dropped).",
      timeout: "Our office did not answer in time.",
      refused: "Our office could not accept it just now.",
    },
    whatNow: "Nothing you typed is lost: it is all still in the form. Try again, or reach us another way:",
    retry: "Try again",
    call: "Call",
    email: "E-mail it to us",
    /** the e-mail's body starts with this line, then every field that was typed */
    emailIntro: "Hello, I tried to send this through your website's form:",
    emailPhotos: "(I had chosen photos on the website; I will attach them to this e-mail.)",
  },
  required: "(required)",
  /** the honeypot's label: people never see it, a bot filling every field does */
  honeypotLabel: "Leave this field empty",
  photos: {
    hint: (maxPhotos: number, maxMegabytes: number) =>
      `Optional: up to ${maxPhotos} photos of the room or the house (JPEG, PNG, HEIC...), ${maxMegabytes} MB in all.`,
    slot: (n: number) => `Photo ${n}`,
    notAnImage: (file: string) => `“${file}” is not a photo. Please choose an image file (JPEG, PNG, HEIC...).`,
    tooLarge: (total: string, max: string) =>
      `These photos come to ${total}, more than the ${max} we can receive. Please leave one out, or send smaller photos.`,
  },
  thankYou: {
    title: "Thank You",
    description: "Your message reached Kendal Green Builders. We reply within 1 business day; call us if it is urgent.",
    eyebrow: "Message received",
    heading: "Thank you. Your message reached us.",
    lead: "We read every inquiry and application ourselves and reply within 1 business day. If it is urgent, please call us.",
    nextHeading: "What happens next",
    next: [
      "For a project: we call or e-mail you to talk it through, then set up a free visit to the house at a time that suits you.",
      "For a job application: we look at your experience and call you to arrange a conversation at the shop.",
    ],
    home: "Back to the home page",
  },
} as const;

/** The job application's labels and buttons (its options and messages are in job-application.ts). */
export const jobForm = {
  labels: {
    name: "Full Name",
    email: "Email",
    phone: "Phone Number",
    experience: "Years of Experience",
    skills: "Skills",
    availability: "When can you start",
    message: "Tell Us About Yourself",
  },
  empty: { experience: "Select your experience", availability: "Select availability" },
  placeholders: { skills: "Framing, finish carpentry, cabinet installation, tile..." },
  submit: "Submit Application",
} as const;
