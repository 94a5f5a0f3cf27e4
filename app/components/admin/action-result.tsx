import { type AdminActionResult, type ContactActionResult, useResultToast } from "./use-result-toast";

/**
 * What an admin action did when the form posted to the page itself: without JavaScript, or tapped
 * before the page's scripts ran (the fetcher's form is then a plain form). The page says it, and
 * once the scripts run the toast says it too, as it does after an in-place action.
 */
export function ActionResult({ result }: { result: AdminActionResult | ContactActionResult | undefined }) {
  useResultToast(result);
  if (!result) return null;
  return (
    <p role="status" className={result.ok ? "mb-4 font-medium" : "mb-4 font-medium text-destructive"}>
      {result.ok ? result.message : result.error}
    </p>
  );
}
