import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import type { InquiryType } from "#app/forms/contact.schema.ts";

type ContactModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preselected by the page it was opened from; empty ("Select an inquiry type") elsewhere. */
  inquiryType: InquiryType | "";
  /** Where focus goes when the modal closes (the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The Talk-to-an-Expert modal: the contact form of `/help` (same schema,
 * endpoint and messages) with the inquiry type chosen by whoever opened it,
 * or none, as on `/help`.
 * After a success the server's message replaces the form.
 */
export function ContactModal({ open, onOpenChange, inquiryType, onCloseAutoFocus }: ContactModalProps) {
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const handleOpenChange = (next: boolean) => {
    if (!next) setSentMessage(null);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        className="max-w-[560px]"
        data-testid="contact-modal"
        onCloseAutoFocus={onCloseAutoFocus}
        header={
          sentMessage === null ? (
            <>
              <DialogTitle className="text-2xl">Talk to an Expert</DialogTitle>
              <DialogDescription>
                Tell us about your business and a growth expert will reply within 24 business hours.
              </DialogDescription>
            </>
          ) : undefined
        }
      >
        {sentMessage === null ? (
          <ContactForm compact defaultInquiryType={inquiryType} onSuccess={setSentMessage} />
        ) : (
          <div className="grid gap-5 py-2 text-center">
            <div
              className="mx-auto flex size-16 items-center justify-center rounded-full bg-minty-bg text-success"
              aria-hidden="true"
            >
              <CircleCheck className="size-8" />
            </div>
            <div>
              <DialogTitle className="pr-0 text-2xl">Thanks for reaching out!</DialogTitle>
              <DialogDescription className="mt-3 text-[0.95rem] leading-relaxed text-ink-soft" role="status">
                {sentMessage}
              </DialogDescription>
            </div>
            <Button size="lg" className="w-full" onClick={() => handleOpenChange(false)} autoFocus>
              Done
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
