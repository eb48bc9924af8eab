import { Camera, ImageUp } from "lucide-react";
import { type ReactNode, useId } from "react";
import { buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";

// Two file inputs: "capture" asks a phone to open its rear camera, the other its photo library.
// Desktop browsers ignore "capture", so both open a file chooser there.
const pickerClass = cn(
  buttonVariants({ variant: "outline" }),
  "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
);

/** A file input styled as a button: the label is what people see and press. */
function ImageInput({
  capture,
  disabled,
  onPick,
  children,
}: {
  capture?: "environment";
  disabled: boolean;
  onPick: (file: File) => void;
  children: ReactNode;
}) {
  const id = useId();
  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) onPick(file);
    // The same file may be chosen again after a reset.
    event.target.value = "";
  }
  return (
    <div>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture={capture}
        className="peer sr-only"
        disabled={disabled}
        onChange={onChange}
      />
      <label htmlFor={id} className={pickerClass}>
        {children}
      </label>
    </div>
  );
}

export function PhotoPicker({ disabled, onPick }: { disabled: boolean; onPick: (file: File) => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ImageInput capture="environment" disabled={disabled} onPick={onPick}>
        <Camera aria-hidden />
        Take a photo
      </ImageInput>
      <ImageInput disabled={disabled} onPick={onPick}>
        <ImageUp aria-hidden />
        Choose a photo
      </ImageInput>
    </div>
  );
}
