import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { useState } from "react";

/** The privacy-enhanced YouTube player; nothing is requested from it until a visitor opens a video. */
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

export function youtubeEmbedUrl(youtubeId: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0&modestbranding=1&playsinline=1`;
}

/**
 * The player (autoplay) mounts only while the modal is open, over the dimmed poster and a spinner until its frame loads;
 * closing removes it, which stops the video, and focus returns to the tile.
 */
export function VideoModal({
  video,
  onClose,
  returnFocusTo,
}: {
  /** `poster`: the story's picture, shown while the player loads. */
  video: { title: string; youtubeId: string; poster?: string } | null;
  onClose: () => void;
  returnFocusTo?: HTMLElement | null;
}) {
  return (
    <DialogPrimitive.Root open={video !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/80 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 data-[state=open]:animate-dialog-in"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (returnFocusTo?.isConnected) {
              event.preventDefault();
              returnFocusTo.focus();
            }
          }}
        >
          <div className="mb-3 flex items-center justify-between gap-4 text-white">
            <DialogPrimitive.Title className="text-base font-semibold sm:text-lg">{video?.title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
              aria-label="Close video"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          {video ? <Player key={video.youtubeId} title={video.title} youtubeId={video.youtubeId} poster={video.poster} /> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function Player({ title, youtubeId, poster }: { title: string; youtubeId: string; poster?: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-black shadow-pop">
      {loaded ? null : (
        <div role="status" className="absolute inset-0 grid place-items-center" data-testid="video-loading">
          {poster ? <img src={poster} alt="" className="absolute inset-0 size-full object-cover blur-[2px]" /> : null}
          <span className="absolute inset-0 bg-ink/65" aria-hidden="true" />
          <span className="relative flex flex-col items-center gap-3 text-sm font-medium text-white">
            <span className="size-12 animate-spin rounded-full border-4 border-white/25 border-t-white motion-reduce:animate-none" aria-hidden="true" />
            Loading video…
          </span>
        </div>
      )}
      <iframe
        src={youtubeEmbedUrl(youtubeId)}
        title={`Video: ${title}`}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => setLoaded(true)}
        className="absolute inset-0 size-full border-0"
      />
    </div>
  );
}
