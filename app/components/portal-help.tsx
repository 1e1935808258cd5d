import { helpDeskHours } from "#app/lib/constants.ts";
import { displayUrl } from "#app/lib/contact.ts";
import { strings } from "#app/lib/strings/common.ts";
import { helpDeskHoursText } from "#app/lib/strings/help.ts";
import type { ProfileRecord } from "#domain/api-records";
import { pphelpStrings } from "#domain/help-text";
import { ExternalLink } from "./external-link";
import "./prose.css";

const help = pphelpStrings;

function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <ol>
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

/**
 * Every step of spec 2.8: login, password reset, online payment with its two
 * fallbacks, the mobile app and the help desk. Links need the profile; without
 * one the steps still read, with no address in them.
 */
export function PortalHelp({ profile }: { profile: ProfileRecord | null }) {
  const helpDeskEmail = profile?.helpDeskEmail || profile?.email;
  return (
    <div className="prose">
      <p>{help.intro}</p>
      {profile && (
        <p>
          <ExternalLink href={profile.portalUrl} className="button">
            {help.openPortal}
          </ExternalLink>
        </p>
      )}

      <h2>{help.login.heading}</h2>
      <Steps steps={help.login.steps} />

      <h2>{help.resetPassword.heading}</h2>
      <Steps steps={help.resetPassword.steps} />

      <h2>{help.payment.heading}</h2>
      <Steps steps={help.payment.steps} />
      <h3>{help.payment.ifNotShownHeading}</h3>
      <ul>
        <li>{help.payment.ifNotShown}</li>
        <li>{help.payment.ifNoReceipt}</li>
      </ul>

      <h2>{help.app.heading}</h2>
      <ol>
        <li>
          {help.app.search}
          {profile && (
            <ul>
              <li>
                <ExternalLink href={profile.appStoreUrl}>{strings.footer.appStore}</ExternalLink>
              </li>
              <li>
                <ExternalLink href={profile.playStoreUrl}>{strings.footer.playStore}</ExternalLink>
              </li>
            </ul>
          )}
        </li>
        <li>{help.app.open}</li>
        <li>
          {profile ? (
            <>
              {help.app.verifyPrefix} <strong>{displayUrl(profile.portalUrl)}</strong>
              {help.app.verifySuffix}
            </>
          ) : (
            help.app.verifyGeneric
          )}
        </li>
        <li>{help.app.signIn}</li>
      </ol>

      <h2>{help.helpDesk.heading}</h2>
      <p>{helpDeskHoursText(helpDeskHours)}</p>
      {helpDeskEmail && (
        <p>
          {help.helpDesk.email} <a href={`mailto:${helpDeskEmail}`}>{helpDeskEmail}</a>
        </p>
      )}
    </div>
  );
}
