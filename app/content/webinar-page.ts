import { site } from "#app/config/site.ts";

/**
 * The webinar page's own words; each webinar's title, description,
 * takeaways and presenter are its file in webinars/. A plain module (no
 * zod, no records), so the page's browser code can import it.
 */
const sessionCount = (count: number) => (count === 2 ? "two" : String(count));

export const webinarPageCopy = {
  eyebrow: (sessions: number) => (sessions > 1 ? `Live webinar · ${sessionCount(sessions)} sessions` : "Live webinar"),
  sessionsIntro: {
    lead: (sessions: number) => `This webinar runs live in ${sessionCount(sessions)} sessions.`,
    text: "The content is the same in each: choose the date that suits you when you complete your registration on Zoom.",
  },
  facts: { date: "Date", dates: "Dates", time: "Time", duration: "Duration", presenter: "Presenter" },
  sessionStates: { past: "Past", live: "Live now" },
  addToCalendar: "Add to calendar",
  keyTakeaways: "Key Takeaways",
  aboutPresenter: "About the Presenter",
  /** The phone's jump link to the form, and the form's title. */
  jumpToForm: "Secure your spot",
  formTitle: "Secure Your Spot",
  formIntro: {
    zoom: "Register in under a minute, then confirm your seat on Zoom.",
    email: "Register in under a minute. Your confirmation email has the join link.",
  },
  /** Once every session has ended: what took place, the recording if there is one, and the next webinar. */
  past: {
    eyebrow: (recorded: boolean) => (recorded ? "Webinar recording" : "Past webinar"),
    tookPlace: (date: string) => `This webinar took place on ${date}.`,
    recorded: "The recording is ready to watch: fill in the form to get it.",
    unrecorded: "No recording of it is available.",
    next: "Next webinar:",
    noNext: "No other webinar is scheduled yet.",
  },
  recordingForm: {
    jump: "Get the recording",
    title: "Watch the Recording",
    intro: (duration?: string) => `Get the full recording${duration ? ` (${duration})` : ""} in under a minute. We email you the link too.`,
  },
  endedForm: {
    jump: "Leave your details",
    title: "Missed the Webinar?",
    intro: `Leave your details and the ${site.name} team will follow up with you.`,
  },
} as const;

/** The registration form's button and what it says after each answer. */
export const webinarRegistrationCopy = {
  redirecting: "Registration logged! Redirecting to Zoom...",
  /** When the browser refused the Zoom tab: the link takes its place. */
  blockedTab: "Registration logged! Your browser blocked the new tab:",
  blockedTabLink: "Continue to Zoom registration",
  registeredTitle: "You’re registered!",
  failedTitle: "Registration Failed",
  defaultError: "Registration failed",
  /** No answer at all (offline, timed out). */
  unexpectedError: "An unexpected error occurred. Please try again.",
  submit: "Register on Zoom",
  /** Once every session has ended: the form gates the recording, or, without one, leaves the details for a follow-up. */
  submitRecording: "Get the recording",
  submitEnded: "Send my details",
  sending: "Registering...",
  recordingReady: "Your recording is ready",
  watchRecording: "Watch the recording",
  recordingMailed: "We’ve also emailed you the link.",
  endedThanks: "Thank you!",
  endedFollowUp: "We’ll be in touch, and we’ve emailed you the details.",
} as const;
