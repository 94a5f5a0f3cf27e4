import { Link } from "react-router";
import { LegalPage, type LegalSection } from "~/app/components/legal-page";
import {
  CONTACT_EMAIL,
  PRIVACY_MIN_AGE,
  TERMS_CHANGE_NOTICE_DAYS,
  TERMS_GOVERNING_LAW,
  TERMS_LIABILITY_CAP_USD,
} from "~/app/lib/site";
import type { Route } from "./+types/route";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Terms of Service · Tipoff" },
    {
      name: "description",
      content:
        "The terms that apply when you use Tipoff to find basketball arenas, submit arena details and save favorites.",
    },
  ];
}

const linkClass = "text-primary underline underline-offset-2";

const SECTIONS: LegalSection[] = [
  {
    id: "acceptance",
    title: "Acceptance of Terms",
    content: (
      <>
        <p>
          These Terms of Service ("Terms") govern your use of Tipoff, including the website and any related services
          (together, the "Service"). By creating an account or otherwise using the Service, you agree to these Terms and
          to our{" "}
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
          . If you do not agree, do not use the Service.
        </p>
        <p>
          You must be at least {PRIVACY_MIN_AGE} years old to use the Service. If you use it on behalf of an
          organization, such as an officials' association, you confirm that you may accept these Terms for it.
        </p>
      </>
    ),
  },
  {
    id: "service",
    title: "Description of Service",
    content: (
      <>
        <p>
          Tipoff helps basketball referees and officials, as well as players, families and fans, find arenas and get
          there before tip-off. It lists arenas with their address, parking, locker rooms, local food, hotels and safety
          tips, and links to an external maps service for directions. With an account you can keep favorites, submit new
          arenas (which we review before publishing), edit arenas you submitted, and send us feedback.
        </p>
        <p>
          <strong>
            Arena information and directions are largely contributed by users and may be incomplete, out of date or
            wrong.
          </strong>{" "}
          Officials should confirm the venue, entrance, parking and start time with their assignor or the host school
          before traveling. Do not use the Service while driving: plan your route before you set off or let a passenger
          handle it.
        </p>
        <p>We may change, suspend or discontinue any part of the Service at any time.</p>
      </>
    ),
  },
  {
    id: "user-conduct",
    title: "User Conduct",
    content: (
      <>
        <p>
          You are responsible for your account, for keeping your password secret, and for everything done with your
          account. When you use the Service, you agree not to:
        </p>
        <ul>
          <li>submit information you know to be false or misleading, such as a wrong address or entrance;</li>
          <li>
            post content that is unlawful, abusive, harassing or hateful, or that infringes someone else's rights;
          </li>
          <li>
            share personal information about others, including the home addresses or contact details of officials;
          </li>
          <li>impersonate any person or misrepresent your connection with a school, league or association;</li>
          <li>
            access the Service by automated means, scrape it in bulk, probe or bypass its security, or interfere with
            its operation.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual Property",
    content: (
      <>
        <p>
          The Service, including its design, text, graphics and software, belongs to Tipoff or its licensors. Arena
          coordinates are © OpenStreetMap contributors and available under the{" "}
          <a
            href="https://www.openstreetmap.org/copyright"
            className={linkClass}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open Database License (ODbL)
          </a>
          .
        </p>
        <h3>User Content License</h3>
        <p>
          You keep ownership of the arena details, edits, feedback and other content you submit ("User Content"). You
          grant Tipoff a worldwide, non-exclusive, royalty-free, perpetual license to use, copy, edit, adapt, publish
          and display your User Content in connection with the Service. You confirm that you have the right to grant
          this license. We may review, edit, decline or remove any User Content, and we may use feedback without any
          obligation to you.
        </p>
        <h3>Copyright Policy</h3>
        <p>
          We respect the rights of others. If you believe content on the Service infringes your copyright, e-mail{" "}
          <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
            {CONTACT_EMAIL}
          </a>{" "}
          with: a description of the work; where the material appears on the Service; your name and contact details; a
          statement that you believe in good faith the use is not authorized; and a statement, under penalty of perjury,
          that your notice is accurate and that you are the owner or authorized to act for the owner, with your physical
          or electronic signature. We remove infringing material and may close the accounts of repeat infringers.
        </p>
      </>
    ),
  },
  {
    id: "disclaimer",
    title: "Disclaimer of Warranties",
    content: (
      <>
        <p>
          The Service is provided "as is" and "as available". To the fullest extent permitted by law, Tipoff disclaims
          all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose,
          title and non-infringement.
        </p>
        <p>
          We do not warrant that arena information, directions or travel times are accurate or complete, or that the
          Service will be available, uninterrupted, secure or free of errors. You remain responsible for arriving at
          your game or assignment on time, and you rely on the Service at your own risk.
        </p>
      </>
    ),
  },
  {
    id: "limitation-of-liability",
    title: "Limitation of Liability",
    content: (
      <>
        <p>
          To the fullest extent permitted by law, Tipoff and the people who run it will not be liable for any indirect,
          incidental, special, consequential or punitive damages, or for lost earnings, lost game fees or assignments,
          missed or late arrivals, or any loss arising from reliance on arena information or directions.
        </p>
        <p>
          Our total liability for all claims relating to the Service is limited to USD {TERMS_LIABILITY_CAP_USD}. Some
          jurisdictions do not allow these limitations; where that is the case, they apply to the fullest extent the law
          allows.
        </p>
      </>
    ),
  },
  {
    id: "indemnification",
    title: "Indemnification",
    content: (
      <p>
        You agree to defend, indemnify and hold harmless Tipoff and the people who run it from any claims, damages,
        losses and costs, including reasonable legal fees, arising from your use of the Service, your User Content, or
        your breach of these Terms or of anyone else's rights.
      </p>
    ),
  },
  {
    id: "termination",
    title: "Termination",
    content: (
      <>
        <p>
          You may stop using the Service at any time and ask us to delete your account by contacting us. We may suspend
          or end your access, with or without notice, if you breach these Terms or if your use harms the Service or
          other users.
        </p>
        <p>
          When your access ends, your right to use the Service ends too. Arena information you contributed may remain
          published. The sections on intellectual property, disclaimers, limitation of liability, indemnification and
          governing law continue to apply.
        </p>
      </>
    ),
  },
  {
    id: "governing-law",
    title: "Governing Law",
    content: (
      <p>
        These Terms are governed by the laws of the State of {TERMS_GOVERNING_LAW}, without regard to its conflict of
        law rules. Any dispute relating to these Terms or the Service will be heard exclusively in the state or federal
        courts located in {TERMS_GOVERNING_LAW}, and you consent to their jurisdiction.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to These Terms",
    content: (
      <p>
        We may update these Terms from time to time. For material changes, we will make an attempt to give{" "}
        {TERMS_CHANGE_NOTICE_DAYS} days' notice before they take effect, for example by a notice in the Service or an
        e-mail to the address on your account. If you keep using the Service after the changes take effect, you accept
        the updated Terms.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    content: (
      <p>
        Questions about these Terms? E-mail us at{" "}
        <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
          {CONTACT_EMAIL}
        </a>{" "}
        or use the{" "}
        <Link to="/contact" className={linkClass}>
          contact form
        </Link>
        .
      </p>
    ),
  },
];

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p className="text-muted-foreground">
          Please read these Terms before using Tipoff. They explain what you can expect from us and what we expect from
          you.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
