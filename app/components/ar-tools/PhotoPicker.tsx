import { Camera, ImageUp } from "lucide-react";
import { useId } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

// Two file inputs: "capture" asks a phone to open its rear camera, the other its photo library.
// Desktop browsers ignore "capture", so both open a file chooser there.
const pickerClass = cn(
  buttonVariants({ variant: "outline" }),
  "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
);

export function PhotoPicker({ disabled, onPick }: { disabled: boolean; onPick: (file: File) => void }) {
  const id = useId();
  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) onPick(file);
    // The same file may be chosen again after a reset.
    event.target.value = "";
  }
  return (
    <div className="flex flex-wrap gap-2">
      <div>
        <input
          id={`${id}-camera`}
          type="file"
          accept="image/*"
          capture="environment"
          className="peer sr-only"
          disabled={disabled}
          onChange={onChange}
        />
        <label htmlFor={`${id}-camera`} className={pickerClass}>
          <Camera aria-hidden />
          Take a photo
        </label>
      </div>
      <div>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          className="peer sr-only"
          disabled={disabled}
          onChange={onChange}
        />
        <label htmlFor={`${id}-file`} className={pickerClass}>
          <ImageUp aria-hidden />
          Choose a photo
        </label>
      </div>
    </div>
  );
}
