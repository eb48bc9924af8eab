import { Button } from "#app/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog";

/** docs/product.md "Install banner": the manual steps and the Got it button, loaded on demand. */
export default function InstallSteps({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogTitle>Install Fish Spots</DialogTitle>
        <DialogDescription>Add Fish Spots to your home screen in three steps:</DialogDescription>
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          <li>Open your browser's menu (the ⋮ or share button).</li>
          <li>Choose "Add to Home screen" or "Install app".</li>
          <li>Confirm to add Fish Spots.</li>
        </ol>
        <Button onClick={onClose}>Got it</Button>
      </DialogContent>
    </Dialog>
  );
}
