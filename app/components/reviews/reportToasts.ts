import { toast } from "#app/components/ui/use-toast";
import { REPORT_THANKS } from "#core/moderation";
import { reportFailure } from "./moderationAnswers";

// What a reader is told after reporting a review or a guide's listing
// (docs/product.md "Moderation"): one set of toasts for both, so the two reports read the same.

export function announceReportSent(): void {
  toast({ title: "Report sent", description: REPORT_THANKS });
}

/**
 * A report that was not taken. `gone` names what is no longer shown and `whenGone` drops it from
 * the page; offline and other failures leave the form open to send again.
 */
export function announceReportFailure(error: unknown, gone: { text: string; whenGone: () => void }): void {
  switch (reportFailure(error)) {
    case "not-shown":
      toast({ title: "Report not sent", description: gone.text });
      gone.whenGone();
      return;
    case "offline":
      toast({
        title: "You are offline",
        description: "Your report was not sent. Send it again when you are back online.",
      });
      return;
    default:
      toast({
        variant: "destructive",
        title: "Error",
        description: "Failed to send report. Please try again.",
      });
  }
}
