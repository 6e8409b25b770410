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
    /** Every session has ended. */
    over: (sessions: number) =>
      `The live ${sessions > 1 ? "sessions have" : "session has"} taken place. Register and the ${site.name} team will follow up with you.`,
    zoom: "Register in under a minute, then confirm your seat on Zoom.",
    email: "Register in under a minute. Your confirmation email has the join link.",
  },
} as const;
