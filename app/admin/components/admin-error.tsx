import { isRouteErrorResponse, Link } from "react-router";

/**
 * What an admin page could not do, inside the admin area's own header: a role that does not allow
 * it (403, with the server's words), a person or school that is not there (404), or a fault.
 */
export function AdminError({ error }: { error: unknown }) {
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string"
      ? error.data
      : `${error.status} ${error.statusText}`.trim()
    : "Something went wrong on our side. Please try again.";
  return (
    <main id="main" className="admin-main" tabIndex={-1}>
      <h1>{isRouteErrorResponse(error) && error.status === 403 ? "Not allowed" : "This did not work"}</h1>
      <p>{message}</p>
      <p>
        <Link to="/admin">Back to the dashboard</Link>
      </p>
    </main>
  );
}
