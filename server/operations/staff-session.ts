import { isOperator } from "#database/queries/staff";
import type { MeRecord } from "#domain/admin-records";
import * as account from "./staff-account";
import * as links from "./staff-account-links";
import { activity } from "./staff-activity";
import * as alerts from "./staff-alerts";
import * as certificates from "./staff-certificates";
import * as content from "./staff-content";
import type { SchoolContext, Staff, StaffContext, StaffDeps, Visitor } from "./staff-deps";
import { disclosureHealthOf } from "./staff-disclosure";
import * as heroSlides from "./staff-hero-slides";
import { acceptMyInvitation, declineMyInvitation, me, roleIn } from "./staff-me";
import * as media from "./staff-media";
import * as people from "./staff-people";
import * as platform from "./staff-platform";
import * as records from "./staff-records";
import { setPassword, signIn } from "./staff-sign-in";

/** The signed-in person a request's cookie names, or undefined; with the session that names them. */
export async function lookUpStaff(
  deps: StaffDeps,
  headers: Headers,
): Promise<{ staff: Staff; sessionId: string } | undefined> {
  const session = await deps.auth.api.getSession({ headers }).catch(() => null);
  if (!session) return undefined;
  const { id, name, email } = session.user;
  return { staff: { id, name, email, operator: await isOperator(deps.db, id) }, sessionId: session.session.id };
}

type Rest<F> = F extends (context: never, ...rest: infer A) => infer R ? (...rest: A) => R : never;

/** An operation with its first argument (the request's context) given. */
function bind<C, F extends (context: C, ...rest: never[]) => unknown>(context: C, operation: F): Rest<F> {
  return ((...rest: never[]) => operation(context, ...rest)) as Rest<F>;
}

function schoolOperations(context: SchoolContext) {
  return {
    code: context.school,
    role: context.role,
    people: bind(context, people.listPeople),
    invitations: bind(context, people.listInvitations),
    invite: bind(context, people.invite),
    withdrawInvitation: bind(context, people.withdrawInvitation),
    changeRole: bind(context, people.changeRole),
    remove: bind(context, people.removePerson),
    resetLink: bind(context, people.memberResetLink),
    activity: bind(context, activity),
    /** The generic editor's (server/operations/staff-content.ts). */
    content: {
      list: bind(context, content.listContent),
      get: bind(context, content.getItem),
      create: bind(context, content.createContent),
      save: bind(context, content.saveContent),
      step: bind(context, content.takeStep),
      revisions: bind(context, content.revisions),
      revision: bind(context, content.revision),
      restoreRevision: bind(context, content.restoreRevision),
      trash: bind(context, content.trashed),
      review: bind(context, content.inReview),
    },
    records: {
      birthdays: bind(context, records.birthdays),
      previewBirthdays: bind(context, records.previewBirthdays),
      importBirthdays: bind(context, records.importBirthdays),
      withoutConsent: bind(context, records.withoutConsent),
      changeConsent: bind(context, records.changeConsent),
      certificates: bind(context, certificates.certificates),
      addCertificate: bind(context, certificates.addCertificate),
      replaceCertificate: bind(context, certificates.replaceCertificate),
      withdrawCertificate: bind(context, certificates.withdrawCertificate),
      reportBulkCertificates: bind(context, certificates.reportBulkCertificates),
      confirmBulkCertificates: bind(context, certificates.confirmBulkCertificates),
    },
    media: {
      usage: bind(context, media.usage),
      unused: bind(context, media.unused),
      deleteUnused: bind(context, media.deleteUnused),
      upload: bind(context, media.upload),
      describePhotos: bind(context, media.describePhotos),
      photos: bind(context, media.photos),
      heroSlideFiles: bind(context, heroSlides.heroSlideFiles),
      reorderHeroSlideFiles: bind(context, heroSlides.reorderHeroSlideFiles),
    },
    alerts: {
      overview: bind(context, alerts.alertsOverview),
      item: bind(context, alerts.itemAlert),
      sendTest: bind(context, alerts.sendTestAlert),
      subscribersExport: bind(context, alerts.subscribersExport),
    },
    disclosureHealth: bind(context, disclosureHealthOf),
  };
}

/** The staff operations of one school, for the person's role there (each checks it: domain/roles.ts). */
export type StaffSchoolOperations = ReturnType<typeof schoolOperations>;

function staffOperations(context: StaffContext, sessionId: string, forget: () => void) {
  const ended = <T>(done: Promise<T>) => done.finally(forget);
  return {
    account: context.staff,
    me: (): Promise<MeRecord> => me(context),
    /** The person's operations in `code`; 404 for no such school, 403 for one that is not theirs. */
    school: async (code: string): Promise<StaffSchoolOperations> =>
      schoolOperations({ ...context, school: code, role: await roleIn(context, code) }),
    acceptInvitation: bind(context, acceptMyInvitation),
    declineInvitation: bind(context, declineMyInvitation),
    sessions: () => account.sessions(context, sessionId),
    passkeys: bind(context, account.passkeys),
    deletePasskey: bind(context, account.deletePasskey),
    rename: bind(context, account.rename),
    signOutEverywhere: () => ended(account.signOutEverywhere(context)),
    /** The platform's work: the operator's alone (schools.create), refused to anyone else. */
    platform: {
      schools: bind(context, platform.platformSchools),
      setQuota: bind(context, platform.setSchoolQuota),
      createSchool: bind(context, platform.createSchool),
      resetLink: bind(context, platform.platformResetLink),
    },
  };
}

/** What a signed-in person may do, bound to them, their session and the request's site. */
export type StaffOperations = ReturnType<typeof staffOperations>;

/**
 * `SiteContext.staff` for one request (server/site.ts): the session is looked up once, however many
 * loaders ask (an admin page's layout and its page both do), and again only for another cookie or
 * after this session ended.
 */
export function staffAccess(
  deps: StaffDeps,
  visitorOf: (request: Request) => Visitor,
): (request: Request) => Promise<StaffOperations | undefined> {
  let memo: { cookie: string | null; found: ReturnType<typeof lookUpStaff> } | undefined;
  const forget = () => {
    memo = undefined;
  };
  return async (request) => {
    const cookie = request.headers.get("cookie");
    if (!memo || memo.cookie !== cookie) memo = { cookie, found: lookUpStaff(deps, request.headers) };
    const found = await memo.found;
    if (!found) return undefined;
    return staffOperations({ deps, staff: found.staff, visitor: visitorOf(request) }, found.sessionId, forget);
  };
}

function accountOperations(deps: StaffDeps, visitor: Visitor) {
  return {
    signIn: (input: unknown) => signIn(deps, visitor, input),
    signOut: () => account.signOut(deps, visitor),
    setPassword: (token: string, password: string) => setPassword(deps, visitor, token, password),
    openInvitation: (token: string) => links.openInvitation(deps, token),
    takeUpInvitation: (input: unknown) => links.takeUpInvitation(deps, visitor, input),
    mailsResetLinks: () => links.mailsResetLinks(deps),
    requestResetLink: (input: unknown) => links.requestResetLink(deps, visitor, input),
  };
}

/** What anyone may do with an account before signing in: sign in, set a password, take up an invitation. */
export type AccountOperations = ReturnType<typeof accountOperations>;

/** `SiteContext.account` for one request. */
export function accountAccess(deps: StaffDeps, visitorOf: (request: Request) => Visitor) {
  return (request: Request): AccountOperations => accountOperations(deps, visitorOf(request));
}
