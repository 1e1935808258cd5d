import { Form, useNavigation } from "react-router";
import { FormMessage } from "#app/admin/components/field.tsx";

/** A sample alert to one's own address, to see how parents receive it; what came of the last one. */
export function AlertTest({ answer }: { answer?: { message?: string; notice?: string } }) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h2>Test</h2>
      <Form method="post">
        <p>Sends a sample alert to your own address, so you can see how parents receive it.</p>
        <FormMessage message={answer?.message} />
        <FormMessage message={answer?.notice} kind="success" />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          Send me a test alert
        </button>
      </Form>
    </>
  );
}
