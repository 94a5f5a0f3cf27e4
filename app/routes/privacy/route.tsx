import { Link } from "react-router";
import { LegalPage, type LegalSection } from "~/app/components/legal-page";
import { CONTACT_EMAIL, PRIVACY_EFFECTIVE_DATE, PRIVACY_MIN_AGE } from "~/app/lib/site";
import type { Route } from "./+types/route";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Privacy Policy · Tipoff" },
    {
      name: "description",
      content:
        "What personal information Tipoff collects, how it is used and shared, how long it is kept, and your rights.",
    },
  ];
}

const linkClass = "text-primary underline underline-offset-2";

const mailLink = (
  <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
    {CONTACT_EMAIL}
  </a>
);

const SECTIONS: LegalSection[] = [
  {
    id: "information-we-collect",
    title: "Information We Collect",
    content: (
      <>
        <p>We collect only what we need to run Tipoff:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name and e-mail address. Your password is stored only as a salted
            scrypt hash, never in readable form.
          </li>
          <li>
            <strong>Sessions:</strong> when you sign in we set a session cookie and record the session together with
            your IP address and your browser's user agent.
          </li>
          <li>
            <strong>Content you provide:</strong> arenas you submit or edit, your favorites, feedback, and contact
            messages (with the name, e-mail address, subject and message you enter).
          </li>
          <li>
            <strong>Your games and schedule:</strong> the games you plan or import, the calendars and feed links you
            give us and what they carry (teams, level, crew names and positions, fees), your starting points and drives,
            the pay, mileage and expenses you enter, the phones and e-mails you keep for partners, sites and assigners,
            and the game reports you write. These are private to you: no other person, and no public page, sees them.
            Deleting your account deletes them.
          </li>
          <li>
            <strong>Location:</strong> if you allow it, your browser shares your location so we can sort arenas by
            distance. This happens in your browser only; your location is not sent to us or stored.
          </li>
          <li>
            <strong>Preferences:</strong> your light or dark theme choice, kept in your browser's local storage.
          </li>
        </ul>
        <p>
          Our cookies are strictly necessary: one keeps you signed in, and a short-lived one carries a notice from one
          page to the next. We do not use advertising cookies.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "How We Use Information",
    content: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>create and run your account, keep you signed in, and save your favorites;</li>
          <li>send e-mails needed for your account, such as verifying your e-mail address;</li>
          <li>review arenas you submit before they are published;</li>
          <li>read and respond to your feedback and contact messages;</li>
          <li>protect the Service and its users, for example by spotting abuse and limiting repeated requests.</li>
        </ul>
        <p>We do not sell or rent your personal information, and we do not use it for advertising.</p>
      </>
    ),
  },
  {
    id: "how-we-share-information",
    title: "How We Share Information",
    content: (
      <>
        <p>We share information only as described here:</p>
        <ul>
          <li>
            <strong>Hosting:</strong> Tipoff runs on Cloudflare (Workers, D1 and KV), which stores and processes our
            data on our behalf.
          </li>
          <li>
            <strong>E-mail:</strong> an e-mail provider delivers account verification e-mails and receives your e-mail
            address for that purpose.
          </li>
          <li>
            <strong>Address lookup:</strong> when an arena is submitted, its address is sent to OpenStreetMap's
            Nominatim service to find its coordinates. Arena coordinates are © OpenStreetMap contributors (ODbL).
          </li>
          <li>
            <strong>Directions:</strong> opening directions takes you to an external maps service, whose own privacy
            policy applies.
          </li>
          <li>
            <strong>Published arenas:</strong> approved arena details are public. We do not show your name or e-mail
            address with them.
          </li>
          <li>
            <strong>Legal reasons:</strong> when required by law, or to protect the rights, property or safety of
            Tipoff, our users or others.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "data-retention",
    title: "Data Retention",
    content: (
      <>
        <p>
          We keep account details for as long as your account exists. Sessions end when you sign out or when they
          expire. Feedback and contact messages are kept for as long as we need them to handle your request and keep
          reasonable records.
        </p>
        <p>
          When you ask us to delete your account, we delete your account details, sessions and favorites. Arena
          information you contributed may stay published as part of the directory, without your name or e-mail address.
        </p>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Your Rights",
    content: (
      <>
        <p>
          Depending on where you live, including California and the European Union, you may have the right to access,
          correct, delete or receive a copy of your personal information, and to object to or restrict how we use it.
        </p>
        <p>
          You can change your name in your profile and remove favorites at any time. For anything else, e-mail{" "}
          {mailLink}. We may need to confirm your identity first, and we will not treat you differently for exercising
          your rights. You can withdraw location access at any time in your browser settings.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    content: (
      <p>
        We protect your information with encrypted connections (HTTPS), hashed passwords and session cookies that page
        scripts cannot read. No service is perfectly secure, so please use a unique password and tell us at {mailLink}{" "}
        if you suspect someone has used your account.
      </p>
    ),
  },
  {
    id: "childrens-privacy",
    title: "Children's Privacy",
    content: (
      <p>
        Tipoff is not intended for children under {PRIVACY_MIN_AGE}, and we do not knowingly collect personal
        information from them. If you believe a child under {PRIVACY_MIN_AGE} has given us personal information, contact
        us and we will delete it.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to This Policy",
    content: (
      <p>
        We may update this policy from time to time. We will change the effective date at the top of this page, and for
        material changes we will also tell you through the Service or by e-mail before they take effect.
      </p>
    ),
  },
  {
    id: "contact-us",
    title: "Contact Us",
    content: (
      <p>
        Questions or requests about your privacy? E-mail us at {mailLink} or use the{" "}
        <Link to="/contact" className={linkClass}>
          contact form
        </Link>
        .
      </p>
    ),
  },
];

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      effectiveDate={PRIVACY_EFFECTIVE_DATE}
      intro={
        <p className="text-muted-foreground">
          This policy explains what personal information Tipoff collects when you use the Service, and what we do with
          it.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
